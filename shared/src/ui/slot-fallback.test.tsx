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

  test('falls back to the Indonesian texts without any i18n instance', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<SlotFallback unitName="x" onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
