import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeHttpClient, createTestI18n, createTestServices } from '@klob/shared/testing';
import { PROFILE_STRENGTH_PATH } from '@klob/shared/api-contract/content';
import { shellTranslations } from '../texts/shell';
import { renderRoute } from '../testing/render-route';
import { PageShell } from '../layout/page-shell';
import { loadUnitModule } from '../remotes/federation';
// Loaded up front, so the lazy chunks resolve at once.
import './signed-in/signed-in-overlays';
import '../layout/signed-in-parts';
import './back-to-top/back-to-top';
import '../menus/signed-in-navigation';
import '../menus/signed-in-header';

jest.mock('../remotes/federation', () => ({ loadUnitModule: jest.fn() }));

const USER = { userId: 'USR-1', firstName: 'Rina', lastName: '', profilePictureUrl: null, emailLogin: 'rina@klob.id' };
const FUTURE = new Date(Date.now() + 7 * 86_400_000).toISOString();

const KLOB_FAIR = { eventId: 'E1', subdomain: 'klobfair2026', name: 'Klob Fair 2026', eventType: 'klobfair', endDate: FUTURE };

function renderShellAt(path: string, signedIn: boolean, events: object[] = [KLOB_FAIR]) {
  jest.mocked(loadUnitModule).mockReturnValue(new Promise(() => undefined));
  const services = createTestServices({ i18n: createTestI18n({ resources: { id: { shell: shellTranslations.id } } }) });
  services.http.service = createFakeHttpClient({
    [`GET ${PROFILE_STRENGTH_PATH}`]: { status: 200, result: { progressSection: { currentPercent: 40 } } },
    'GET /rest/open/page/event/master/project': {
      status: 200,
      result: events,
    },
  });
  services.http.service.post = jest.fn().mockResolvedValue({ status: 200 });
  if (signedIn) services.bus.setState('auth', { isAuthenticated: true, isAuthenticating: false, user: USER });
  renderRoute([{ element: <PageShell />, children: [{ path: '*', element: <p>page</p> }] }], path, services);
  return services;
}

test('S1-2.9-18 signed in on an ordinary page: the extra bar and the event ad show', async () => {
  renderShellAt('/home/kloboard', true);
  expect(await screen.findByTestId('extra-bar')).toBeInTheDocument();
  expect(await screen.findByTestId('event-ad')).toHaveTextContent('Klob Fair 2026');
});

describe('the featured-event card (issue 21)', () => {
  beforeEach(() => window.localStorage.clear());

  test("'Tutup' closes it for that event on every later page load; a new featured event shows its card", async () => {
    const first = renderShellAt('/home/kloboard', true);
    await userEvent.click(within(await screen.findByTestId('event-ad')).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByTestId('event-ad')).not.toBeInTheDocument();
    first.bus.setState('auth', { isAuthenticated: false, isAuthenticating: false, user: null });
    cleanup();

    renderShellAt('/home/kloboard', true);
    expect(await screen.findByTestId('extra-bar')).toBeInTheDocument();
    expect(screen.queryByTestId('event-ad')).not.toBeInTheDocument();
    cleanup();

    renderShellAt('/home/kloboard', true, [{ ...KLOB_FAIR, eventId: 'E2', subdomain: 'wisuda', name: 'Wisuda Virtual' }]);
    expect(await screen.findByTestId('event-ad')).toHaveTextContent('Wisuda Virtual');
  });

  test('it stands in the side menu column, and so does the back-to-top button, under it', async () => {
    renderShellAt('/home/kloboard', true);
    const column = await screen.findByTestId('side-column');
    await within(column).findByTestId('event-ad');
    expect(within(column).getByTestId('side-menu')).toBeInTheDocument();
    expect(within(column).getByTestId('event-ad')).toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 1000 });
      window.dispatchEvent(new Event('scroll'));
    });
    const backToTop = await within(column).findByRole('button', { name: 'Kembali ke atas' });
    expect(screen.getAllByRole('button', { name: 'Kembali ke atas' })).toEqual([backToTop]);
    expect(within(column).getByTestId('event-ad').compareDocumentPosition(backToTop) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
});

test('S1-2.9-18 a guest sees no overlays', async () => {
  renderShellAt('/faq', false);
  expect(await screen.findByText('page')).toBeInTheDocument();
  expect(screen.queryByTestId('extra-bar')).not.toBeInTheDocument();
  expect(screen.queryByTestId('event-ad')).not.toBeInTheDocument();
});

test.each([
  '/shifting-page',
  '/validasi-lamaran-pekerjaan/pt-maju/CORP-1/analis/JV-1',
  '/direct-report/REF-1',
  '/profile-completeness',
  '/scan-event',
])('S1-2.9-19 no overlays on %s', async (path) => {
  renderShellAt(path, true);
  expect(await screen.findByText('page')).toBeInTheDocument();
  // The profile strength has arrived (the rings show it): an allowed extra bar would be there by now.
  await waitFor(() => {
    for (const ring of screen.getAllByTestId('profile-ring')) expect(ring).toHaveAttribute('data-percent', '40');
  });
  expect(screen.queryByTestId('extra-bar')).not.toBeInTheDocument();
  expect(screen.queryByTestId('event-ad')).not.toBeInTheDocument();
});

describe('the header notification widget', () => {
  beforeEach(() => window.sessionStorage.clear());

  test('S1-2.9-18 signed in with unread news-info and calendar notifications: it links to each list; closed, it returns only when more arrive', async () => {
    const services = renderShellAt('/home/kloboard', true);
    act(() =>
      services.bus.setState('notificationCounters', { calendarUnread: 1, newsInfoUnread: 2, helpMessageUnread: 4, corporateUnread: 0 }),
    );
    const widget = await screen.findByTestId('notification-widget');
    expect(widget).toHaveTextContent('Kamu punya 3 notifikasi belum dibaca');
    expect(within(widget).getByRole('link', { name: 'Berita & info (2)' })).toHaveAttribute('href', '/home/notification/news-info');
    expect(within(widget).getByRole('link', { name: 'Kalender (1)' })).toHaveAttribute('href', '/home/notification/calendar');

    await userEvent.click(within(widget).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByTestId('notification-widget')).not.toBeInTheDocument();
    act(() =>
      services.bus.setState('notificationCounters', { calendarUnread: 1, newsInfoUnread: 2, helpMessageUnread: 5, corporateUnread: 0 }),
    );
    expect(screen.queryByTestId('notification-widget')).not.toBeInTheDocument();
    act(() =>
      services.bus.setState('notificationCounters', { calendarUnread: 1, newsInfoUnread: 3, helpMessageUnread: 5, corporateUnread: 0 }),
    );
    expect(await screen.findByTestId('notification-widget')).toHaveTextContent('Kamu punya 4 notifikasi belum dibaca');
  });

  test('S1-2.9-18 a guest never sees it', async () => {
    const guest = renderShellAt('/faq', false);
    act(() =>
      guest.bus.setState('notificationCounters', { calendarUnread: 2, newsInfoUnread: 2, helpMessageUnread: 0, corporateUnread: 0 }),
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-widget')).not.toBeInTheDocument();
  });

  test('S1-2.9-19 a signed-in user on an excluded path does not see it', async () => {
    const services = renderShellAt('/profile-completeness', true);
    act(() =>
      services.bus.setState('notificationCounters', { calendarUnread: 2, newsInfoUnread: 2, helpMessageUnread: 0, corporateUnread: 0 }),
    );
    await waitFor(() => {
      for (const ring of screen.getAllByTestId('profile-ring')) expect(ring).toHaveAttribute('data-percent', '40');
    });
    expect(screen.queryByTestId('notification-widget')).not.toBeInTheDocument();
  });
});
