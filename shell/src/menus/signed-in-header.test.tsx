import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthStateChannel, ToastEvent } from '@klob/shared';
import { createFakeHttpClient, createTestI18n, createTestServices } from '@klob/shared/testing';
import { INBOX_PATHS } from '@klob/shared/api-contract/inbox';
import { COMMERCE_PATHS } from '@klob/shared/api-contract/commerce';
import { PROFILE_STRENGTH_PATH } from '@klob/shared/api-contract/content';
import { HttpError } from '@klob/shared/api-contract/envelope';
import { shellTranslations } from '../texts/shell';
import { renderRoute } from '../testing/render-route';
import SignedInHeader from './signed-in-header';

const USER: NonNullable<AuthStateChannel['user']> = {
  userId: 'USR-7',
  firstName: 'Rina',
  lastName: 'Putri',
  profilePictureUrl: 'https://cdn.klob.id/avatars/usr-7.png',
  emailLogin: 'rina@klob.id',
};

/** The api's answers (the /rest envelope of spec 1 §7) for the calls of spec 2 §7. */
const counterApi = (overrides: Parameters<typeof createFakeHttpClient>[0] = {}) =>
  createFakeHttpClient({
    [`GET ${INBOX_PATHS.newsLetterUnread}`]: { status: 200, message: 'success', result: { totalNewsLetterNotification: 2 } },
    [`GET ${INBOX_PATHS.calendarUnread}`]: { status: 200, message: 'success', result: { totalCalendarNotification: 5 } },
    [`GET ${INBOX_PATHS.helpMessageCounter}`]: { status: 200, message: 'success', result: { counterHelpMessage: 4 } },
    [`GET ${INBOX_PATHS.corporateMessageCount}`]: { status: 200, message: 'success', result: 3 },
    [`GET ${COMMERCE_PATHS.cartDetail}`]: { status: 200, message: 'success', result: [{ cartId: 'C1' }, { cartId: 'C2' }] },
    [`GET ${PROFILE_STRENGTH_PATH}`]: { status: 200, message: 'success', result: { progressSection: { currentPercent: 70 } } },
    ...overrides,
  });

function renderSignedInHeader(service = counterApi(), user = USER) {
  const i18n = createTestI18n({ resources: { id: { shell: shellTranslations.id }, en: { shell: shellTranslations.en } } });
  const services = createTestServices({ i18n });
  services.http.service = service;
  services.bus.setState('auth', { isAuthenticated: true, isAuthenticating: false, user });
  const toasts: ToastEvent[] = [];
  services.bus.on('toast').subscribe((toast) => toasts.push(toast));
  renderRoute([{ path: '*', element: <SignedInHeader /> }], '/home', services);
  return { services, toasts };
}

/** Lets every pending call answer. */
const settle = () => act(async () => undefined);
const badge = (type: string) => screen.getByTestId(`badge-${type}`);

test('S1-3-17 S2-3-22 the four notification counters and the cart item count the api answers fill the badges', async () => {
  const { services } = renderSignedInHeader();
  await settle();
  expect(services.bus.getState('notificationCounters')).toEqual({
    newsInfoUnread: 2,
    calendarUnread: 5,
    helpMessageUnread: 4,
    corporateUnread: 3,
  });
  // news-info + calendar; help message + corporate message; the cart's items.
  expect(badge('notifications')).toHaveTextContent('7');
  expect(badge('messages')).toHaveTextContent('7');
  expect(badge('cart')).toHaveTextContent('2');
  expect(screen.getByRole('button', { name: 'Notifikasi, 7 belum dibaca' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Keranjang, 2 item' })).toBeInTheDocument();
});

test('S2-3-24 each header menu item: its title with the count, its icon, its links and the badge summed from its unread sources', async () => {
  const { services } = renderSignedInHeader();
  await settle();
  act(() => services.bus.as('mf_chat').setState('chatCounters', { ...services.bus.getState('chatCounters'), totalUnread: 6 }));
  const messages = screen.getByRole('button', { name: 'Pesan, 13 belum dibaca' });
  expect(within(messages).getByTestId('badge-messages').querySelector('svg path')).toHaveAttribute('d', expect.stringMatching(/^M4 4h16/));
  await userEvent.click(messages);
  expect(
    within(screen.getByTestId('messages-menu'))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')?.split('?')[0]]),
  ).toEqual([
    ['Pesan Bantuan', '/home/message/help-message/all'],
    ['Pesan Perusahaan', '/home/message/corporate-message/all'],
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Notifikasi, 7 belum dibaca' }));
  expect(
    within(screen.getByTestId('notifications-menu'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/home/notification/news-info', '/home/notification/calendar', '/home/kloboard/applied-jobs']);
});

test.each([
  // The help-message count stays 0: messages show only the corporate 3.
  ['S2-8-10', 'a counter call', `GET ${INBOX_PATHS.helpMessageCounter}`, { messages: '3', cart: '2' }],
  // The cart stays 0 (no badge); the other counters still arrive.
  ['S2-8-11', 'the cart call', `GET ${COMMERCE_PATHS.cartDetail}`, { messages: '7', cart: '' }],
])('%s %s failing leaves its default and is only logged: no toast, no alert, the header stays', async (_rule, _what, failing, shown) => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { toasts } = renderSignedInHeader(counterApi({ [failing]: new HttpError(500, 'Internal Server Error', {}) }));
  await settle();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(toasts).toEqual([]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(badge('messages').textContent).toBe(shown.messages);
  expect(badge('cart').textContent).toBe(shown.cart);
  expect(badge('notifications')).toHaveTextContent('7');
  warn.mockRestore();
});

test('S2-9-05 the header draws the profile ring 52 px across with a stroke 6 px thick', async () => {
  renderSignedInHeader();
  const ring = screen.getByTestId('profile-ring');
  await settle();
  const svg = ring.querySelector('svg')!;
  expect(svg).toHaveAttribute('width', '52');
  expect(svg).toHaveAttribute('height', '52');
  for (const circle of svg.querySelectorAll('circle')) expect(circle).toHaveAttribute('stroke-width', '6');
});

test('S2-3-20 S2-3-21 the avatar and name come from the signed-in user; the ring from progressSection.currentPercent', async () => {
  const { services } = renderSignedInHeader();
  const ring = screen.getByTestId('profile-ring');
  await settle();
  expect(ring).toHaveAttribute('data-percent', '70');
  expect(ring).toHaveAttribute('title', 'Profil 70% lengkap');
  expect(within(ring).getByRole('img', { name: 'Foto profil Rina Putri' })).toHaveAttribute('src', USER.profilePictureUrl);
  expect(screen.getByText('Rina')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Menu profil' }));
  expect(screen.getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/profile/USR-7');
  const strengthCall = (services.http.service as ReturnType<typeof createFakeHttpClient>).requests.find(
    (request) => request.url === PROFILE_STRENGTH_PATH,
  );
  expect(strengthCall?.options?.params).toEqual({ userId: 'USR-7' });
});

test('S2-3-20 a user without a picture gets the initial of the first name', async () => {
  renderSignedInHeader(counterApi(), { ...USER, profilePictureUrl: null });
  await settle();
  expect(screen.getByRole('img', { name: 'Foto profil Rina Putri' })).toHaveTextContent('R');
});
