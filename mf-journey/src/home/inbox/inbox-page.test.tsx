import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@klob/shared';
import { INBOX_PATHS } from '@klob/shared/api-contract/inbox';
import type { HelpMessageItem, InboxPage, NotificationItem } from '@klob/shared/api-contract/inbox';
import { createJourneyServices, envelope, mountJourneyPage, never, unmountJourneyPages } from '../../test-support/journey-test-support';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await unmountJourneyPages();
  consoleError.mockRestore();
});

const notification = (n: number, isRead = false): NotificationItem => ({
  notificationId: `NTF-${n}`,
  category: 'news-info',
  title: `Berita ${n}`,
  content: `Isi berita ${n}`,
  link: null,
  eventDate: null,
  createdAt: '2026-11-01T03:00:00.000Z',
  isRead,
});

const page = <T,>(list: T[], start: number, total: number, totalUnread: number): InboxPage<T> => ({
  list,
  start,
  length: 10,
  total,
  hasMore: start + list.length < total,
  totalUnread,
});

const startOf = (request: { options?: { params?: unknown } }) => Number((request.options?.params as { start?: number }).start ?? 0);

function newsInfoServices(total = 12) {
  const all = Array.from({ length: total }, (_, i) => notification(i + 1, i >= 3));
  const setup = createJourneyServices({ signedIn: true });
  setup.service.on('GET', INBOX_PATHS.newsInfoList, (request) => {
    const start = startOf(request);
    return envelope(page(all.slice(start, start + 10), start, total, 3));
  });
  return setup;
}

test('S1-3-14 the news-info list shows its first page, hasMore offers the next page and loads it at start 10', async () => {
  const { services, service } = newsInfoServices();
  await mountJourneyPage(services, '/home/notification/news-info');
  expect(await screen.findAllByTestId('inbox-item')).toHaveLength(10);
  expect(screen.getByTestId('inbox-unread')).toHaveTextContent('3 belum dibaca');

  await userEvent.click(screen.getByRole('button', { name: 'Muat lagi' }));
  await waitFor(() => expect(screen.getAllByTestId('inbox-item')).toHaveLength(12));
  expect(screen.queryByRole('button', { name: 'Muat lagi' })).toBeNull();
  expect(service.requests.filter((r) => r.url === INBOX_PATHS.newsInfoList).map(startOf)).toEqual([0, 10]);
});

test('S1-3-15 the read checkbox saves the flag and tells the shell to read the counters again', async () => {
  const { services, service, bus } = newsInfoServices();
  service.on('POST', INBOX_PATHS.notificationRead, () => envelope({ updated: 1, totalUnread: 2 }));
  const stale: unknown[] = [];
  const subscription = bus.on('countersStale').subscribe((event) => stale.push(event));
  await mountJourneyPage(services, '/home/notification/news-info');
  const first = (await screen.findAllByTestId('inbox-item'))[0]!;
  expect(first).toHaveAttribute('data-read', 'false');

  await userEvent.click(within(first).getByRole('checkbox'));
  await waitFor(() => expect(stale).toEqual([{ counter: 'notifications' }]));
  expect(first).toHaveAttribute('data-read', 'true');
  expect(service.requests.find((r) => r.method === 'POST')?.data).toEqual({ ids: ['NTF-1'], isRead: true });
  subscription.unsubscribe();
});

test('S1-3-15 a refused read flag is undone and explained, and no counter goes stale', async () => {
  const { services, service, bus } = newsInfoServices();
  service.on('POST', INBOX_PATHS.notificationRead, () => new HttpError(500, 'Internal Server Error', {}));
  const stale = jest.fn();
  const subscription = bus.on('countersStale').subscribe(stale);
  await mountJourneyPage(services, '/home/notification/news-info');
  const first = (await screen.findAllByTestId('inbox-item'))[0]!;
  await userEvent.click(within(first).getByRole('checkbox'));
  expect(await within(first).findByRole('alert')).toHaveTextContent('Status baca belum tersimpan. Coba lagi.');
  expect(within(first).getByRole('checkbox')).not.toBeChecked();
  expect(stale).not.toHaveBeenCalled();
  subscription.unsubscribe();
});

test('S1-3-14 opening a message shows its detail; the api marks it read and the counters go stale', async () => {
  const { services, service, bus } = newsInfoServices();
  service.on('GET', INBOX_PATHS.notificationDetail('NTF-1'), () => envelope({ ...notification(1, true), content: 'Isi lengkap' }));
  const stale = jest.fn();
  const subscription = bus.on('countersStale').subscribe(stale);
  await mountJourneyPage(services, '/home/notification/news-info');
  const first = (await screen.findAllByTestId('inbox-item'))[0]!;
  await userEvent.click(within(first).getByRole('button', { name: 'Berita 1' }));
  expect(await within(first).findByText('Isi lengkap')).toBeInTheDocument();
  expect(first).toHaveAttribute('data-read', 'true');
  expect(stale).toHaveBeenCalledWith({ counter: 'notifications' });
  subscription.unsubscribe();
});

test('S1-3-14 the search is sent to the api and kept in the URL', async () => {
  const { services, service, navigate } = newsInfoServices();
  await mountJourneyPage(services, '/home/notification/news-info', { search: 'gaji' });
  await screen.findAllByTestId('inbox-item');
  expect(service.requests[0]?.options?.params).toMatchObject({ start: 0, length: 10, search: 'gaji' });
  const box = screen.getByRole('searchbox', { name: 'Cari pesan' });
  await userEvent.clear(box);
  await userEvent.type(box, 'acara{Enter}');
  expect(navigate).toHaveBeenCalledWith('/home/notification/news-info?search=acara');
});

test('an empty list says so', async () => {
  const { services, service } = createJourneyServices({ signedIn: true });
  service.on('GET', INBOX_PATHS.calendarList, envelope(page([], 0, 0, 0)));
  await mountJourneyPage(services, '/home/notification/calendar');
  expect(await screen.findByText('Belum ada pesan di sini.')).toBeInTheDocument();
});

test('a list that cannot load offers a retry', async () => {
  const { services, service } = createJourneyServices({ signedIn: true });
  let fail = true;
  service.on('GET', INBOX_PATHS.helpMessageList, () =>
    fail ? new HttpError(503, 'Service Unavailable', {}) : envelope(page<HelpMessageItem>([], 0, 0, 0)),
  );
  await mountJourneyPage(services, '/home/message/help-message/all');
  const alert = await screen.findByRole('alert');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
  expect(await screen.findByText('Belum ada pesan di sini.')).toBeInTheDocument();
});

test('the message pages show the sender and link to each other', async () => {
  const { services, service } = createJourneyServices({ signedIn: true });
  service.on('GET', INBOX_PATHS.corporateMessageList, () =>
    envelope(
      page(
        [
          {
            messageId: 'CM-1',
            corporateId: 'CORP-1',
            corporateName: 'PT Nusantara Digital',
            corporateLogoUrl: null,
            subject: 'Undangan wawancara',
            content: 'Halo',
            createdAt: '2026-11-01T03:00:00.000Z',
            isRead: false,
          },
        ],
        0,
        1,
        1,
      ),
    ),
  );
  await mountJourneyPage(services, '/home/message/corporate-message/all');
  expect(await screen.findByText('Dari PT Nusantara Digital')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Pesan Bantuan' })).toHaveAttribute('href', '/home/message/help-message/all');
  expect(screen.getByRole('link', { name: 'Pesan Perusahaan' })).toHaveAttribute('aria-current', 'page');
});

test('the list stays loading while the api has not answered', async () => {
  const { services, service } = createJourneyServices({ signedIn: true });
  service.on('GET', INBOX_PATHS.newsInfoList, never);
  await mountJourneyPage(services, '/home/notification/news-info');
  expect(await screen.findByTestId('journey-skeleton')).toBeInTheDocument();
});

test('S1-3-14 a next page that answers after the search changed is dropped: the new search keeps its messages and read flags', async () => {
  const { services, service } = createJourneyServices({ signedIn: true });
  const found = (word: string) =>
    Array.from({ length: 20 }, (_, i) => ({ ...notification(i + 1), notificationId: `${word}-${i + 1}`, title: `${word} ${i + 1}` }));
  const heldAnswers: Array<() => void> = [];
  service.on('GET', INBOX_PATHS.newsInfoList, (request) => {
    const { search = '' } = request.options?.params as { search?: string };
    const start = startOf(request);
    const answer = envelope(page(found(search).slice(start, start + 10), start, 20, 20));
    if (search === 'gaji' && start === 10) return new Promise((resolve) => heldAnswers.push(() => resolve(answer)));
    return answer;
  });
  service.on('POST', INBOX_PATHS.notificationRead, () => envelope({ updated: 1, totalUnread: 19 }));
  const unit = await mountJourneyPage(services, '/home/notification/news-info', { search: 'gaji' });
  await screen.findByText('gaji 1');
  await userEvent.click(screen.getByRole('button', { name: 'Muat lagi' }));
  await waitFor(() => expect(heldAnswers).toHaveLength(1));

  await unit.update({ query: { search: 'acara' } });
  await screen.findByText('acara 1');
  const first = screen.getAllByTestId('inbox-item')[0]!;
  await userEvent.click(within(first).getByRole('checkbox'));
  await waitFor(() => expect(first).toHaveAttribute('data-read', 'true'));

  await act(async () => heldAnswers[0]!());
  expect(screen.queryByText('gaji 11')).toBeNull();
  expect(screen.getAllByTestId('inbox-item')).toHaveLength(10);
  expect(screen.getAllByTestId('inbox-item')[0]).toHaveAttribute('data-read', 'true');

  await userEvent.click(screen.getByRole('button', { name: 'Muat lagi' }));
  await waitFor(() => expect(screen.getAllByTestId('inbox-item')).toHaveLength(20));
  expect(screen.getAllByTestId('inbox-item')[10]).toHaveTextContent('acara 11');
  expect(screen.getAllByTestId('inbox-item')[0]).toHaveAttribute('data-read', 'true');
});
