import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@klob/shared/react-i18n';
import { createTestI18n } from '@klob/shared/testing';
import { ShellErrorBoundary } from './shell-error-boundary';

let crash = true;
function Page() {
  if (crash) throw new Error('page broke');
  return <h1>Beranda</h1>;
}

test('a render error in the shell shows the fallback instead of a blank page, logged once; retry renders again', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <ShellErrorBoundary>
        <Page />
      </ShellErrorBoundary>
    </I18nextProvider>,
  );
  expect(screen.getByTestId('slot-fallback-shell')).toHaveTextContent('Bagian ini sedang tidak tersedia.');
  expect(logged.mock.calls.filter(([message]) => String(message).startsWith('[klob]'))).toEqual([
    ['[klob] the shell crashed', expect.any(Error)],
  ]);

  crash = false;
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Coba lagi' })));
  expect(screen.getByRole('heading', { name: 'Beranda' })).toBeInTheDocument();
  logged.mockRestore();
});
