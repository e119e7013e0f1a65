import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n, createTestServices } from '@klob/shared/testing';
import { commonTranslations } from '@klob/shared/translations';
import { shellTranslations } from '../texts/shell';
import { renderRoute } from '../testing/render-route';
import { PageExtras } from './page-extras';
import { PreviewModeBanner } from './notices/preview-mode-banner';
import { ALERT_TOAST_DURATION_MS, TOAST_DURATION_MS } from './toasts/toast-host';
import { captureInstallPrompt, forgetInstallPrompt } from './install-banner/install-prompt';
// Loaded up front, so the lazy chunks resolve at once in the tests below.
import './install-banner/install-banner';
import './toasts/toast-list';
import './notices/page-query-effects';
import './back-to-top/back-to-top';
import './notices/preview-mode-banner-view';

function renderExtras(
  url: string,
  services = createTestServices({ i18n: createTestI18n({ resources: { id: { shell: shellTranslations.id } } }) }),
) {
  services.http.service.post = jest.fn().mockResolvedValue({ status: 200 });
  renderRoute(
    [
      {
        path: '*',
        element: (
          <>
            <PreviewModeBanner />
            <PageExtras />
          </>
        ),
      },
    ],
    url,
    services,
  );
  return services;
}

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15';
const userAgent = jest.spyOn(window.navigator, 'userAgent', 'get');

beforeEach(() => {
  document.cookie = 'approved=; max-age=0; path=/';
  window.localStorage.clear();
  userAgent.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0');
});
afterEach(() => jest.useRealTimers());

describe('S1-2.9-06 the claimStatus / pcgStatus toasts', () => {
  test.each([
    ['claimStatus=accept', 'Perusahaan Berhasil Diklaim'],
    ['pcgStatus=accept', 'Perusahaan Berhasil Dipublish'],
    ['claimStatus=reject', 'Perusahaan Berhasil Direject'],
    ['pcgStatus=reject', 'Perusahaan Berhasil Direject'],
    ['claimStatus=handle', 'request ini sudah ditangani sebelumnya'],
    ['pcgStatus=handle', 'request ini sudah ditangani sebelumnya'],
  ])('S1-2.9-07 S1-2.9-08 S1-2.9-09 S1-2.9-10 %s shows “%s” for 3 s', async (query, text) => {
    jest.useFakeTimers();
    renderExtras(`/company?${query}`);
    expect(await screen.findByRole('status')).toHaveTextContent(text);
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText(text)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  test.each(['claimStatus=maybe', 'pcgStatus=', 'status=accept'])('%s shows no toast', async (query) => {
    renderExtras(`/company?${query}`);
    await act(async () => undefined);
    expect(screen.queryByTestId('toasts')).not.toBeInTheDocument();
  });
});

test("S1-2.9-05 pr=1 shows the 'Preview Mode' banner; pr=0 does not", async () => {
  renderExtras('/company?pr=1');
  expect(await screen.findByTestId('preview-mode')).toHaveTextContent('Preview Mode');
});

test('S1-4.7-01 S1-9-06 a success toast from any unit shows for 3 s, or its own duration', async () => {
  jest.useFakeTimers();
  const services = renderExtras('/');
  act(() => services.bus.emit('toast', { kind: 'success', message: 'Berhasil ditambahkan ke keranjang' }));
  act(() => services.bus.emit('toast', { kind: 'danger', message: 'Lama', durationMs: 5000 }));
  expect(await screen.findByText('Berhasil ditambahkan ke keranjang')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(2999));
  expect(screen.getByText('Berhasil ditambahkan ke keranjang')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Berhasil ditambahkan ke keranjang')).not.toBeInTheDocument();
  expect(screen.getByText('Lama')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.queryByText('Lama')).not.toBeInTheDocument();
});

test('S3-9-06 whatever duration a unit asks for, a toast shows for 2 to 5 s', async () => {
  jest.useFakeTimers();
  const services = renderExtras('/');
  act(() => services.bus.emit('toast', { kind: 'success', message: 'Sekejap', durationMs: 300 }));
  act(() => services.bus.emit('toast', { kind: 'success', message: 'Lama sekali', durationMs: 60_000 }));
  expect(await screen.findByText('Sekejap')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1999));
  expect(screen.getByText('Sekejap')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Sekejap')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(2999));
  expect(screen.getByText('Lama sekali')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Lama sekali')).not.toBeInTheDocument();
});

test.each(['warning', 'danger'] as const)(
  'S1-4.7-01 a %s toast shows for 5 s (DECISIONS #5), unless it asks for its own duration',
  async (kind) => {
    jest.useFakeTimers();
    const services = renderExtras('/');
    act(() => services.bus.emit('toast', { kind, message: 'Periksa Form' }));
    act(() => services.bus.emit('toast', { kind, message: 'Sebentar', durationMs: 1000 }));
    expect(await screen.findByText('Periksa Form')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.getByText('Periksa Form')).toBeInTheDocument();
    expect(screen.queryByText('Sebentar')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(ALERT_TOAST_DURATION_MS - TOAST_DURATION_MS - 1));
    expect(screen.getByText('Periksa Form')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Periksa Form')).not.toBeInTheDocument();
  },
);

test('S1-4.7-02 a toast without a text shows the default added-to-cart success', async () => {
  const services = createTestServices({
    i18n: createTestI18n({ resources: { id: { shell: shellTranslations.id, common: commonTranslations.id } } }),
  });
  renderExtras('/', services);
  act(() => services.bus.emit('toast', { kind: 'success', message: '' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Berhasil ditambahkan ke keranjang');
});

describe('the install banner (spec 1 §4.3)', () => {
  // As the shell's start does: the browser's offer to install is kept from the start of the page.
  beforeAll(captureInstallPrompt);
  afterEach(forgetInstallPrompt);

  /** The browser finds Klob installable and offers its install prompt (`beforeinstallprompt`). */
  const offerInstall = (outcome: 'accepted' | 'dismissed' = 'accepted') => {
    const prompt = jest.fn().mockResolvedValue(undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome }),
    });
    act(() => void window.dispatchEvent(event));
    return { event, prompt };
  };

  test('S1-4.3-01 S1-4.3-02 shows on Android once the browser offers to install Klob, never before', async () => {
    userAgent.mockReturnValue(ANDROID);
    renderExtras('/');
    await act(async () => undefined);
    expect(screen.queryByTestId('install-banner')).not.toBeInTheDocument();
    const { event } = offerInstall();
    // The browser's own mini bar is held back: the banner is the one offer.
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByTestId('install-banner')).toBeInTheDocument();
  });

  test('S1-4.3-01 an offer made before the banner loaded still shows it', async () => {
    userAgent.mockReturnValue(ANDROID);
    offerInstall();
    renderExtras('/');
    expect(await screen.findByTestId('install-banner')).toBeInTheDocument();
  });

  test.each([IPHONE, MAC])('S1-4.3-02 not on %s', async (agent) => {
    userAgent.mockReturnValue(agent);
    offerInstall();
    renderExtras('/');
    await act(async () => undefined);
    expect(screen.queryByTestId('install-banner')).not.toBeInTheDocument();
  });

  test('S1-4.3-03 not when already standalone', async () => {
    userAgent.mockReturnValue(ANDROID);
    const matchMedia = jest.fn().mockImplementation((query: string) => ({
      matches: query.includes('standalone'),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    offerInstall();
    renderExtras('/');
    await act(async () => undefined);
    expect(screen.queryByTestId('install-banner')).not.toBeInTheDocument();
    delete (window as Partial<Window>).matchMedia;
  });

  test('S1-4.3-04 S1-4.3-05 hides on scroll down and returns on scroll up', async () => {
    userAgent.mockReturnValue(ANDROID);
    offerInstall();
    renderExtras('/');
    const banner = await screen.findByTestId('install-banner');
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(300);
    expect(banner).toHaveAttribute('data-hidden', 'true');
    scrollTo(100);
    expect(banner).toHaveAttribute('data-hidden', 'false');
    scrollTo(0);
  });

  test('S1-4.3-09 Ignore stores dismissedPWA and hides it for good', async () => {
    userAgent.mockReturnValue(ANDROID);
    offerInstall();
    renderExtras('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Abaikan' }));
    expect(screen.queryByTestId('install-banner')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('dismissedPWA')).toBe('true');
  });

  test.each(['accepted', 'dismissed'] as const)(
    'S1-4.3-06 S1-4.3-07 S1-4.3-08 Install opens the browser prompt; %s stores dismissedPWA',
    async (outcome) => {
      userAgent.mockReturnValue(ANDROID);
      renderExtras('/');
      const { prompt } = offerInstall(outcome);
      await userEvent.click(await screen.findByRole('button', { name: 'Pasang' }));
      expect(prompt).toHaveBeenCalledTimes(1);
      expect(screen.queryByTestId('install-banner')).not.toBeInTheDocument();
      expect(window.localStorage.getItem('dismissedPWA')).toBe('true');
    },
  );

  test('S1-4.3-07 a stored dismissedPWA keeps it away', async () => {
    userAgent.mockReturnValue(ANDROID);
    window.localStorage.setItem('dismissedPWA', 'true');
    offerInstall();
    renderExtras('/');
    await act(async () => undefined);
    expect(screen.queryByTestId('install-banner')).not.toBeInTheDocument();
  });
});

test('S1-2.9-02 S1-2.9-03 S1-9-15 in the web build the back-to-top button appears after more than 400 px of scroll', async () => {
  renderExtras('/');
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
    });
  scrollTo(400);
  expect(screen.queryByRole('button', { name: 'Kembali ke atas' })).not.toBeInTheDocument();
  scrollTo(401);
  expect(await screen.findByRole('button', { name: 'Kembali ke atas' })).toBeInTheDocument();
  scrollTo(0);
  expect(screen.queryByRole('button', { name: 'Kembali ke atas' })).not.toBeInTheDocument();
});

test('the floating back-to-top button steps aside while the user types in a field, and comes back after', async () => {
  const user = userEvent.setup();
  const field = document.body.appendChild(document.createElement('textarea'));
  const choice = document.body.appendChild(document.createElement('input'));
  choice.type = 'checkbox';
  renderExtras('/');
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1200 });
    window.dispatchEvent(new Event('scroll'));
  });
  expect(await screen.findByRole('button', { name: 'Kembali ke atas' })).toBeInTheDocument();
  await user.click(field);
  expect(screen.queryByRole('button', { name: 'Kembali ke atas' })).not.toBeInTheDocument();
  await user.click(choice);
  expect(await screen.findByRole('button', { name: 'Kembali ke atas' })).toBeInTheDocument();
  field.remove();
  choice.remove();
});

test('S1-2.9-03 the mobile build (Klob opened as the installed app) has no back-to-top button', async () => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === '(display-mode: standalone)',
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }),
  });
  renderExtras('/');
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 2000 });
    window.dispatchEvent(new Event('scroll'));
  });
  await act(async () => undefined);
  expect(screen.queryByRole('button', { name: 'Kembali ke atas' })).not.toBeInTheDocument();
  delete (window as Partial<Window>).matchMedia;
});

test('S1-4.8-01 the bus offline flag follows the browser events', () => {
  const services = renderExtras('/');
  act(() => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
  });
  expect(services.bus.getState('offline')).toBe(true);
  act(() => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
  });
  expect(services.bus.getState('offline')).toBe(false);
});

test('S1-2.9-26 a page view is posted for the route', async () => {
  const services = renderExtras('/faq?x=1');
  // Sent in a task of its own, after the page's first render (issue 25).
  await waitFor(() =>
    expect(services.http.service.post).toHaveBeenCalledWith('/rest/open/page/view', { path: '/faq?x=1', language: 'id' }),
  );
});
