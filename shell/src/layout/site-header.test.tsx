import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeHttpClient, createTestI18n, createTestServices } from '@klob/shared/testing';
import { INBOX_PATHS } from '@klob/shared/api-contract/inbox';
import { COMMERCE_PATHS } from '@klob/shared/api-contract/commerce';
import { PROFILE_PATHS, PROFILE_STRENGTH_PATH } from '@klob/shared/api-contract/content';
import { HttpError } from '@klob/shared/api-contract/envelope';
import { renderRoute } from '../testing/render-route';
import { SiteHeader } from './site-header';
// Loaded up front, so the signed-in chunk resolves at once.
import '../menus/signed-in-header';

const texts = {
  header: {
    logoAlt: 'Beranda Klob',
    category: 'Kategori',
    others: 'Lainnya',
    login: 'Masuk',
    organisations: 'Organisasi',
    findJobs: 'Cari Lowongan',
    openMenu: 'Buka menu',
    closeMenu: 'Tutup menu',
    navigation: 'Navigasi utama',
    notificationsWithCount: 'Notifikasi, {{count}} belum dibaca',
    messagesWithCount: 'Pesan, {{count}} belum dibaca',
    cartWithCount: 'Keranjang, {{count}} item',
  },
  categoryMenu: { klobAndCo: 'Klob & Co', klobMeter: 'Klob Meter', ensiklobedia: 'Ensiklobedia', kaleidosklob: 'Kaleidosklob' },
  account: { register: 'Daftar' },
  profileMenu: { label: 'Menu profil', profile: 'Profil', logout: 'Keluar' },
};

const USER = { userId: 'USR-1', firstName: 'Rina', lastName: 'Putri', profilePictureUrl: null, emailLogin: 'rina@klob.id' };

function renderHeader(path: string, { signedIn = false, service = createFakeHttpClient() } = {}) {
  const services = createTestServices({ i18n: createTestI18n({ resources: { id: { shell: texts } } }) });
  services.http.service = service;
  if (signedIn) services.bus.setState('auth', { isAuthenticated: true, isAuthenticating: false, user: USER });
  renderRoute([{ path: '*', element: <SiteHeader /> }], path, services);
  return services;
}

const counterApi = (overrides: Parameters<typeof createFakeHttpClient>[0] = {}) =>
  createFakeHttpClient({
    [`GET ${INBOX_PATHS.newsLetterUnread}`]: { status: 200, result: { totalNewsLetterNotification: 2 } },
    [`GET ${INBOX_PATHS.calendarUnread}`]: { status: 200, result: { totalCalendarNotification: 1 } },
    [`GET ${INBOX_PATHS.helpMessageCounter}`]: { status: 200, result: { counterHelpMessage: 4 } },
    [`GET ${INBOX_PATHS.corporateMessageCount}`]: { status: 200, result: 3 },
    [`GET ${COMMERCE_PATHS.cartDetail}`]: { status: 200, result: [{ cartId: 'C1' }, { cartId: 'C2' }] },
    [`GET ${PROFILE_STRENGTH_PATH}`]: { status: 200, result: { progressSection: { currentPercent: 60 } } },
    ...overrides,
  });

const badge = (name: string) => screen.getByTestId(`badge-${name}`);

test('S2-2-16 S2-2-17 S2-2-18 S2-2-37 S2-2-38 guests: logo to /, the Category entries to the journey, Login and Organisations to the employer site', async () => {
  renderHeader('/faq');
  expect(screen.getByRole('link', { name: 'Beranda Klob' })).toHaveAttribute('href', '/');
  await userEvent.click(screen.getByRole('button', { name: 'Kategori' }));
  const entries = within(screen.getByTestId('category-menu')).getAllByRole('link');
  expect(entries.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Klob & Co', '/klob-journey/klob-and-co'],
    ['Klob Meter', '/klob-journey/klob-meter'],
    ['Ensiklobedia', '/klob-journey/ensiklobedia'],
    ['Kaleidosklob', '/klob-journey/kaleidosklob'],
  ]);
  expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login?from=%2Ffaq');
  expect(screen.getByTestId('organisations-button')).toHaveAttribute('href', 'https://business.klob.id');
  expect(screen.queryByTestId('notifications-menu')).not.toBeInTheDocument();
});

test('S2-2-27 S2-2-29 S2-2-32 S2-7-12 S2-7-13 S2-7-14 S2-7-15 S2-7-16 signed in: the counters come from their calls onto the bus and into the badges; the chat badge adds mf-chat’s counter', async () => {
  const services = renderHeader('/faq', { signedIn: true, service: counterApi() });
  expect(screen.queryByTestId('category-menu')).not.toBeInTheDocument();
  await screen.findByTestId('badge-cart');
  await act(async () => undefined);
  expect(services.bus.getState('notificationCounters')).toEqual({
    newsInfoUnread: 2,
    calendarUnread: 1,
    helpMessageUnread: 4,
    corporateUnread: 3,
  });
  expect(services.bus.getState('cartCount')).toBe(2);
  await waitFor(() => expect(badge('notifications')).toHaveAttribute('data-count', '3'));
  expect(badge('messages')).toHaveAttribute('data-count', '7');
  expect(badge('cart')).toHaveAttribute('data-count', '2');
  act(() => services.bus.as('mf_chat').setState('chatCounters', { ...services.bus.getState('chatCounters'), totalUnread: 5 }));
  expect(badge('messages')).toHaveAttribute('data-count', '12');
});

test('S2-4-40 a failed counter call leaves its default; the others still arrive', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const services = renderHeader('/faq', {
    signedIn: true,
    service: counterApi({
      [`GET ${INBOX_PATHS.calendarUnread}`]: new HttpError(500, 'Internal Server Error', {}),
      [`GET ${COMMERCE_PATHS.cartDetail}`]: new HttpError(503, 'Service Unavailable', {}),
    }),
  });
  await screen.findByTestId('badge-cart');
  await act(async () => undefined);
  expect(services.bus.getState('notificationCounters')).toEqual({
    newsInfoUnread: 2,
    calendarUnread: 0,
    helpMessageUnread: 4,
    corporateUnread: 3,
  });
  expect(services.bus.getState('cartCount')).toBe(0);
  expect(badge('cart')).toHaveAttribute('data-count', '0');
  warn.mockRestore();
});

test('a remote reporting countersStale makes the shell read that counter again', async () => {
  let cart = [{ cartId: 'C1' }];
  const service = counterApi({ [`GET ${COMMERCE_PATHS.cartDetail}`]: () => ({ status: 200, result: cart }) });
  const services = renderHeader('/faq', { signedIn: true, service });
  await screen.findByTestId('badge-cart');
  await act(async () => undefined);
  await waitFor(() => expect(badge('cart')).toHaveAttribute('data-count', '1'));
  cart = [{ cartId: 'C1' }, { cartId: 'C2' }, { cartId: 'C3' }];
  await act(async () => services.bus.as('mf_journey').emit('countersStale', { counter: 'cart' }));
  await waitFor(() => expect(badge('cart')).toHaveAttribute('data-count', '3'));
  expect(service.requests.filter((request) => request.url === INBOX_PATHS.calendarUnread)).toHaveLength(1);
});

test('S2-2-34 S2-2-35 S2-2-36 S3-9-10 the avatar ring (52, thickness 6) shows the profile completion; the menu has Profile and Logout', async () => {
  renderHeader('/faq', { signedIn: true, service: counterApi() });
  const ring = await screen.findByTestId('profile-ring');
  await act(async () => undefined);
  await waitFor(() => expect(ring).toHaveAttribute('data-percent', '60'));
  const svg = ring.querySelector('svg')!;
  expect(svg).toHaveAttribute('width', '52');
  expect(svg.querySelectorAll('circle')[1]).toHaveAttribute('stroke-width', '6');
  await userEvent.click(screen.getByRole('button', { name: 'Menu profil' }));
  expect(screen.getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/profile/USR-1');
  expect(screen.getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
});

test('a profile change in a remote (profileChanged) shows in the header without a reload: the new photo, the new completion', async () => {
  const service = counterApi();
  const services = renderHeader('/profile/USR-1', { signedIn: true, service });
  const ring = await screen.findByTestId('profile-ring');
  await waitFor(() => expect(ring).toHaveAttribute('data-percent', '60'));
  expect(ring.querySelector('img')).toBeNull();
  service
    .on('GET', PROFILE_STRENGTH_PATH, { status: 200, result: { progressSection: { currentPercent: 80 } } })
    .on('GET', PROFILE_PATHS.header('USR-1'), { status: 200, result: { profilePictureUrl: '/files/new-photo.jpg' } });
  // Another user's change is not this header's.
  act(() => services.bus.as('mf_journey').emit('profileChanged', { userId: 'USR-2' }));
  await act(async () => undefined);
  expect(ring).toHaveAttribute('data-percent', '60');

  act(() => services.bus.as('mf_journey').emit('profileChanged', { userId: 'USR-1' }));
  await waitFor(() => expect(ring).toHaveAttribute('data-percent', '80'));
  await waitFor(() => expect(services.bus.getState('auth').user?.profilePictureUrl).toBe('/files/new-photo.jpg'));
  expect(ring.querySelector('img')).toHaveAttribute('src', '/files/new-photo.jpg');
});

describe('the scroll shadow', () => {
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
    });
  const platform = jest.spyOn(window.navigator, 'platform', 'get');
  afterEach(() => scrollTo(0));

  test('S2-4-37 S2-9-04 the header gets its shadow after 110 px of scroll', () => {
    platform.mockReturnValue('Linux x86_64');
    renderHeader('/');
    scrollTo(110);
    expect(screen.getByRole('banner')).toHaveAttribute('data-shadow', 'false');
    scrollTo(111);
    expect(screen.getByRole('banner')).toHaveAttribute('data-shadow', 'true');
  });

  test('S2-4-38 on Apple devices it never does', () => {
    platform.mockReturnValue('MacIntel');
    renderHeader('/');
    scrollTo(500);
    expect(screen.getByRole('banner')).toHaveAttribute('data-shadow', 'false');
  });
});

test('S2-2-53 the mobile menu button opens and closes the navigation', async () => {
  renderHeader('/');
  // jsdom applies the desktop styles: the button and the closed navigation are hidden there.
  const nav = screen.getByRole('navigation', { name: 'Navigasi utama', hidden: true });
  expect(nav).toHaveAttribute('data-open', 'false');
  const toggle = document.querySelector<HTMLButtonElement>('button[aria-controls="site-navigation"]')!;
  expect(toggle).toHaveAttribute('aria-label', 'Buka menu');
  await userEvent.click(toggle);
  expect(nav).toHaveAttribute('data-open', 'true');
  expect(toggle).toHaveAttribute('aria-label', 'Tutup menu');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(toggle);
  expect(nav).toHaveAttribute('data-open', 'false');
});
