import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@klob/shared/react-i18n';
import { createTestI18n } from '../testing/test-services';
import type { Language } from '../i18n/languages';
import { SlotFallback } from './slot-fallback';

const renderFallback = (language: Language, onRetry = jest.fn()) => {
  render(
    <I18nextProvider i18n={createTestI18n({ language })}>
      <SlotFallback unitName="chat-widget" onRetry={onRetry} />
    </I18nextProvider>,
  );
  return onRetry;
};

afterEach(() => jest.restoreAllMocks());

describe('SlotFallback', () => {
  test('is an alert naming the unit in its test id, in Indonesian by default', () => {
    renderFallback('id');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-testid', 'slot-fallback-chat-widget');
    expect(alert).toHaveTextContent('Bagian ini sedang tidak tersedia.');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  test('speaks English when the language is en', () => {
    renderFallback('en');
    expect(screen.getByRole('alert')).toHaveTextContent('This section is not available right now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('the retry button calls onRetry once per click', async () => {
    const onRetry = renderFallback('id');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('an incompatible unit names the package, the range it needs and the version the page has, and offers no retry', () => {
    const mismatch = { package: '@klob/shared', wanted: '^2.0.0', provided: '1.1.0' };
    const { rerender } = render(
      <I18nextProvider i18n={createTestI18n({ language: 'id' })}>
        <SlotFallback unitName="chat-widget" reason="incompatible" mismatch={mismatch} />
      </I18nextProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Bagian ini memerlukan @klob/shared ^2.0.0, sedangkan halaman ini memakai 1.1.0, sehingga tidak dapat ditampilkan.',
    );
    expect(alert).toHaveAttribute('data-reason', 'incompatible');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <I18nextProvider i18n={createTestI18n({ language: 'en' })}>
        <SlotFallback unitName="chat-widget" reason="incompatible" mismatch={mismatch} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This section needs @klob/shared ^2.0.0, but this page runs 1.1.0, so it cannot be shown.',
    );
  });

  test('an incompatible unit without a known mismatch says it was built for another platform version', () => {
    render(
      <I18nextProvider i18n={createTestI18n({ language: 'id' })}>
        <SlotFallback unitName="chat-widget" reason="incompatible" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bagian ini dibuat untuk versi platform lain dan tidak dapat ditampilkan.');
  });

  test('falls back to the Indonesian texts without any i18n instance', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<SlotFallback unitName="x" onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
