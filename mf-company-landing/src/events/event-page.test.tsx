import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@klob/shared';
import { COMMERCE_PATHS } from '@klob/shared/api-contract/commerce';
import { EVENT_PATHS, LANDING_PATHS, type EventProject, type EventType } from '@klob/shared/api-contract/platform';
import { createFakeHttpClient, createTestI18n, createTestServices, mountUnit, type MountedUnit } from '@klob/shared/testing';
import eventPageUnit from '../expose/event-page';
import { landingTexts } from '../testing/landing-texts';

const PACKAGE = { packageCode: 'PKG-1', packageName: 'Paket Premium', priceRupiah: 149_000 };
const DAY_MS = 24 * 60 * 60 * 1000;

const event = (subdomain: string, eventType: EventType, withPackage: boolean, startInDays = -1): EventProject => ({
  eventId: `EVT-${subdomain}`,
  subdomain,
  name: `Acara ${subdomain}`,
  project: 'P',
  eventType,
  projectPackage: withPackage ? PACKAGE : null,
  tagCategory: 'jobFair',
  corporateId: null,
  bannerUrl: '/static/demo/x.svg',
  startDate: new Date(Date.now() + startInDays * DAY_MS).toISOString(),
  endDate: new Date(Date.now() + 30 * DAY_MS).toISOString(),
});

const mounted: MountedUnit[] = [];
afterEach(async () => {
  for (const unit of mounted.splice(0)) await unit.unmount();
});

async function mountEvent(
  events: EventProject[],
  pathname: string,
  { signedIn = false, answers = {} }: { signedIn?: boolean; answers?: Record<string, object> } = {},
) {
  const ok = (result: unknown) => ({ status: 200, message: 'success', result });
  const service = createFakeHttpClient({
    [`GET ${EVENT_PATHS.projects}`]: ok(events),
    [`GET ${LANDING_PATHS.jobFairImages}`]: ok([]),
    [`GET ${LANDING_PATHS.eventCompanies}`]: ok([]),
    [`GET ${LANDING_PATHS.eventSessions}`]: ok([
      { sessionId: 'S1', title: 'Wisuda Gelombang 1', speaker: 'Rektorat', startAt: '2026-12-01T01:00:00Z', endAt: '2026-12-01T04:00:00Z' },
    ]),
    ...answers,
  });
  const services = createTestServices({
    http: { service, base: createFakeHttpClient(), localization: createFakeHttpClient() },
    i18n: createTestI18n({ resources: landingTexts }),
    navigate: jest.fn(),
    auth: { getIdToken: () => null, isAuthenticated: () => signedIn, requireLogin: jest.fn() },
  });
  mounted.push(await mountUnit(eventPageUnit, { services, params: {}, query: {}, pathname }));
  await screen.findByTestId('event-page');
  return { ...services, service };
}

const tabLabels = () => screen.getAllByRole('link').map((link) => link.textContent);

test.each([
  ['S2-2-46 S2-2-47 S2-2-48 S2-2-49', 'klobfair', true, ['Beranda', 'Lowongan Kerja', 'Kelas Daring', 'Paket Promo']],
  ['S2-2-47 S2-2-48 S2-2-49', 'kfaas', true, ['Beranda', 'Job', 'Webinar', 'Bazaar']],
  ['S2-2-50', 'restricted-kfaas', true, ['Beranda', 'Opening Session', 'Bazaar']],
  ['S2-2-47 S2-2-48 S2-2-49', 'klobEventOther', true, ['Beranda', 'Expo', 'Webinar', 'Paket Promo']],
  ['S2-2-51', 'klobfair', false, ['Beranda', 'Lowongan Kerja', 'Kelas Daring']],
  ['S2-2-52', 'graduation', false, ['Beranda', 'Daftar Wisuda Virtual', 'Bazaar']],
] as const)('%s the tabs of a %s event (package: %s)', async (_rules, eventType, withPackage, labels) => {
  await mountEvent([event('acara', eventType as EventType, withPackage)], '/acara');
  expect(tabLabels()).toEqual(labels);
});

test('S2-2-45 the sub-page in the path selects its tab; a tab link navigates in place', async () => {
  const services = await mountEvent([event('acara', 'klobfair', true)], '/acara/learning');
  expect(screen.getByRole('link', { name: 'Paket Promo' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByTestId('event-package')).toHaveTextContent('Paket Premium');
  await act(() => userEvent.click(screen.getByRole('link', { name: 'Lowongan Kerja' })));
  expect(services.navigate).toHaveBeenCalledWith('/acara/career');
});

test("a hidden tab's address shows the home tab", async () => {
  await mountEvent([event('acara', 'restricted-kfaas', false)], '/acara/career');
  expect(screen.getByRole('link', { name: 'Beranda' })).toHaveAttribute('aria-current', 'page');
});

test('the job fair home counts down to a future start and shows the fair as live once it started', async () => {
  await mountEvent([event('nanti', 'klobfair', false, 2.5), event('sekarang', 'klobfair', false, -1)], '/nanti');
  // The home shows once its banners are known (none here).
  expect(await screen.findByTestId('countdown-days')).toHaveTextContent('2');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Acara nanti');
  expect(screen.getByTestId('unit-slot-mf_forms/guestbook')).toBeInTheDocument();
});

test("a graduation event of no company mounts no guestbook (the job fair's belongs to the job fair)", async () => {
  await mountEvent([event('wisuda', 'graduation', false)], '/wisuda');
  expect(screen.queryByTestId('unit-slot-mf_forms/guestbook')).not.toBeInTheDocument();
});

test('an event that has started shows it is live', async () => {
  await mountEvent([event('sekarang', 'klobfair', false, -1)], '/sekarang/home');
  expect(await screen.findByTestId('event-countdown')).toHaveTextContent('Acara sedang berlangsung');
});

test("the sessions tab lists the event's sessions; the graduation variant's registration tab lists its ceremonies", async () => {
  await mountEvent([event('wisuda', 'graduation', false)], '/wisuda/career');
  expect(await screen.findByTestId('event-session')).toHaveTextContent('Wisuda Gelombang 1');
  expect(screen.queryByText('Perusahaan Peserta')).not.toBeInTheDocument();
});

test('S2-3-23 a signed-in user buys the projectPackage: it goes into the cart and the checkout of that line opens', async () => {
  const services = await mountEvent([event('acara', 'klobfair', true)], '/acara/learning', { signedIn: true });
  services.service.on('POST', COMMERCE_PATHS.cartAdd, {
    status: 200,
    message: 'success',
    result: { cartId: 'CART-9', productId: 'PKG-1' },
  });
  const stale = jest.fn();
  const subscription = services.bus.on('countersStale').subscribe(stale);
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Beli Paket' })));
  expect(services.service.requests.find((request) => request.url === COMMERCE_PATHS.cartAdd)?.data).toEqual({ productId: 'PKG-1' });
  expect(stale).toHaveBeenCalledWith({ counter: 'cart' });
  expect(services.navigate).toHaveBeenCalledWith('/home/payment/checkout?cartIds=CART-9');
  subscription.unsubscribe();
});

test('a guest who buys a package signs in first and comes back to the learning tab; a failed cart call says so and stays', async () => {
  const guest = await mountEvent([event('acara', 'klobfair', true)], '/acara/learning');
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Beli Paket' })));
  expect(guest.auth.requireLogin).toHaveBeenCalledWith('/acara/learning');
  expect(guest.service.requests).not.toContainEqual(expect.objectContaining({ url: COMMERCE_PATHS.cartAdd }));
  for (const unit of mounted.splice(0)) await unit.unmount();

  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const signedIn = await mountEvent([event('acara', 'klobfair', true)], '/acara/learning', { signedIn: true });
  signedIn.service.on('POST', COMMERCE_PATHS.cartAdd, () => new HttpError(500, 'Server Error', null));
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Beli Paket' })));
  expect(await screen.findByRole('alert')).toHaveTextContent('Paket belum bisa dibeli. Coba lagi.');
  expect(signedIn.navigate).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Beli Paket' })).toBeEnabled();
  consoleError.mockRestore();
});

test('S3-3-22 the job fair home holds its banners, the countdown (time, completed, event name) and the company list', async () => {
  const ok = (result: unknown) => ({ status: 200, message: 'success', result });
  const banner = (imageId: number) => ({
    imageId,
    subdomain: 'nanti',
    imageUrl: `/static/demo/banner-${imageId}.svg`,
    mobileImageUrl: `/static/demo/banner-${imageId}-mobile.svg`,
    linkUrl: null,
    sequence: imageId,
  });
  const company = (corporateId: string, corporateName: string, totalVacancies: number) => ({
    corporateId,
    corporateName,
    corporateSlug: corporateName.toLowerCase().replace(/\s+/g, '-'),
    logoUrl: null,
    industry: 'Energi',
    city: 'Yogyakarta',
    totalVacancies,
    hasChat: false,
  });
  await mountEvent([event('nanti', 'klobfair', false, 2.5)], '/nanti', {
    answers: {
      [`GET ${LANDING_PATHS.jobFairImages}`]: ok([banner(1), banner(2)]),
      [`GET ${LANDING_PATHS.eventCompanies}`]: ok([company('CORP-A', 'PT Merapi Energi', 3), company('CORP-B', 'PT Toba Agro', 1)]),
    },
  });
  // Banners, each with its mobile source.
  const images = await screen.findAllByRole('img', { name: 'Acara nanti' });
  expect(images.map((image) => image.getAttribute('src'))).toEqual(['/static/demo/banner-1.svg', '/static/demo/banner-2.svg']);
  // The countdown: the event name and the time left; not completed yet.
  const countdown = screen.getByTestId('event-countdown');
  expect(within(countdown).getByRole('heading', { level: 1 })).toHaveTextContent('Acara nanti');
  expect(screen.getByTestId('countdown-days')).toHaveTextContent('2');
  // 2.5 days ahead, read a moment later: 2 days, 11 hours, 59 minutes.
  expect(screen.getByTestId('countdown-hours')).toHaveTextContent(/^11/);
  expect(screen.getByTestId('countdown-minutes')).toHaveTextContent(/^59/);
  expect(within(countdown).queryByRole('status')).not.toBeInTheDocument();
  // The companies with a booth.
  const booths = await screen.findAllByTestId('event-booth');
  expect(booths.map((booth) => booth.getAttribute('aria-label'))).toEqual(['PT Merapi Energi', 'PT Toba Agro']);

  // Once the start has passed the countdown is completed: the fair is live.
  for (const unit of mounted.splice(0)) await unit.unmount();
  await mountEvent([event('nanti', 'klobfair', false, -0.5)], '/nanti');
  expect(within(await screen.findByTestId('event-countdown')).getByRole('status')).toHaveTextContent('Acara sedang berlangsung');
  expect(screen.queryByTestId('countdown-days')).not.toBeInTheDocument();
});

test('while the package goes into the cart the button waits; a refusal says so and keeps the package, and buying again sends again', async () => {
  const services = await mountEvent([event('acara', 'klobfair', true)], '/acara/learning', { signedIn: true });
  let answer: (body: unknown) => void = () => undefined;
  services.service.on('POST', COMMERCE_PATHS.cartAdd, () => new Promise((resolve) => (answer = resolve)));
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Beli Paket' })));
  expect(screen.getByRole('button', { name: 'Beli Paket' })).toBeDisabled();
  await act(async () => answer(new HttpError(503, 'Service Unavailable', null)));
  expect(await screen.findByRole('alert')).toHaveTextContent('Paket belum bisa dibeli. Coba lagi.');
  expect(screen.getByTestId('event-package')).toHaveTextContent('Paket Premium');
  expect(screen.getByRole('link', { name: 'Paket Promo' })).toHaveAttribute('aria-current', 'page');
  expect(services.navigate).not.toHaveBeenCalled();

  services.service.on('POST', COMMERCE_PATHS.cartAdd, {
    status: 200,
    message: 'success',
    result: { cartId: 'CART-10', productId: 'PKG-1' },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Beli Paket' }));
  await waitFor(() => expect(services.navigate).toHaveBeenCalledWith('/home/payment/checkout?cartIds=CART-10'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(services.service.requests.filter((request) => request.url === COMMERCE_PATHS.cartAdd)).toHaveLength(2);
});

test('leaving the event while the package goes into the cart stops the call, and its late answer opens no checkout', async () => {
  const services = await mountEvent([event('acara', 'klobfair', true)], '/acara/learning', { signedIn: true });
  let answer: (body: unknown) => void = () => undefined;
  services.service.on('POST', COMMERCE_PATHS.cartAdd, () => new Promise((resolve) => (answer = resolve)));
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Beli Paket' })));
  for (const unit of mounted.splice(0)) await unit.unmount();
  const sent = services.service.requests.find((request) => request.url === COMMERCE_PATHS.cartAdd);
  expect(sent?.options?.signal?.aborted).toBe(true);
  await act(async () => answer({ status: 200, message: 'success', result: { cartId: 'CART-11', productId: 'PKG-1' } }));
  expect(services.navigate).not.toHaveBeenCalled();
});
