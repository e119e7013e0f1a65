import {
  INBOX_PAGE_LENGTH,
  INBOX_PATHS as P,
  type CorporateMessageItem,
  type HelpMessageItem,
  type InboxPage,
  type InboxReadResult,
  type NotificationItem,
} from '@klob/shared/api-contract/inbox';
import { INVALID_TOKEN, demoHr, demoKlobber, setUpTestApi, type DemoAccount } from '../../testing/index.js';
import { seedInbox } from './seed.js';

const running = setUpTestApi();

// Read flags change in the tests: every test starts from the demo inbox.
beforeEach(async () => {
  await running.api.ctx.sql.transaction(async (tx) => {
    for (const table of ['inbox_notifications', 'inbox_help_messages', 'inbox_corporate_messages']) await tx.run(`DELETE FROM ${table}`);
    await seedInbox(tx);
  });
});

const get = <T>(path: string, as: DemoAccount = demoKlobber) => running.call<T>('GET', path, { as });
const read = (path: string, body: unknown, as: DemoAccount = demoKlobber) => running.call<InboxReadResult>('POST', path, { body, as });

describe('header counters', () => {
  test('S2-7-12 counterHelpMessage answers result.counterHelpMessage: the unread help messages', async () => {
    const answer = await get<{ counterHelpMessage: number }>(P.helpMessageCounter);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.result).toEqual({ counterHelpMessage: 2 });
    expect((await get(P.helpMessageCounter, demoHr)).body.result).toEqual({ counterHelpMessage: 1 });
  });

  test('S2-7-13 messagecorporate messageCount answers result: the unread corporate messages', async () => {
    const answer = await get<number>(P.corporateMessageCount);
    expect(answer.body).toMatchObject({ status: 200, message: 'success', result: 2 });
  });

  test('S2-7-14 totalNewsLetter/unread answers result.totalNewsLetterNotification', async () => {
    expect((await get(P.newsLetterUnread)).body.result).toEqual({ totalNewsLetterNotification: 4 });
  });

  test('S2-7-15 totalCalendar/unread answers result.totalCalendarNotification', async () => {
    expect((await get(P.calendarUnread)).body.result).toEqual({ totalCalendarNotification: 2 });
  });

  test('every counter needs a user: 401 without a token, 403 with a bad one', async () => {
    for (const path of [P.helpMessageCounter, P.corporateMessageCount, P.newsLetterUnread, P.calendarUnread]) {
      expect((await running.call('GET', path)).httpStatus).toBe(401);
      expect((await running.call('GET', path, { as: INVALID_TOKEN })).httpStatus).toBe(403);
    }
  });
});

describe('lists', () => {
  test('S1-3-14 news-info is paged by start and length (default 10), newest first, with hasMore and unread count', async () => {
    const first = await get<InboxPage<NotificationItem>>(P.newsInfoList);
    expect(first.httpStatus).toBe(200);
    const page = first.body.result;
    expect(page).toMatchObject({ start: 0, length: INBOX_PAGE_LENGTH, total: 12, hasMore: true, totalUnread: 4 });
    expect(page.list).toHaveLength(INBOX_PAGE_LENGTH);
    expect(page.list.every((item) => item.category === 'news-info')).toBe(true);
    const dates = page.list.map((item) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const rest = (await get<InboxPage<NotificationItem>>(`${P.newsInfoList}?start=10&length=10`)).body.result;
    expect(rest).toMatchObject({ start: 10, total: 12, hasMore: false });
    expect(rest.list).toHaveLength(2);
  });

  test('search matches every word, case-insensitively; isRead filters; other users see nothing of it', async () => {
    const found = (await get<InboxPage<NotificationItem>>(`${P.newsInfoList}?search=${encodeURIComponent('KLOB fair')}`)).body.result;
    expect(found.list.map((item) => item.title)).toEqual(['Klob Fair 2026 segera dibuka']);
    const literal = (await get<InboxPage<NotificationItem>>(`${P.newsInfoList}?search=%25`)).body.result;
    expect(literal.total).toBe(0);
    const unread = (await get<InboxPage<NotificationItem>>(`${P.newsInfoList}?isRead=false`)).body.result;
    expect(unread.list.every((item) => !item.isRead)).toBe(true);
    expect(unread.total).toBe(4);
    expect((await get<InboxPage<NotificationItem>>(P.newsInfoList, demoHr)).body.result.total).toBe(2);
  });

  test('calendar items carry their event date', async () => {
    const page = (await get<InboxPage<NotificationItem>>(P.calendarList)).body.result;
    expect(page.total).toBe(4);
    expect(page.list.every((item) => item.category === 'calendar' && item.eventDate !== null)).toBe(true);
  });

  test('help and corporate messages list with read flags; corporate ones name their company', async () => {
    const help = (await get<InboxPage<HelpMessageItem>>(P.helpMessageList)).body.result;
    expect(help.list.map((item) => item.isRead)).toEqual([false, false, true]);
    const corporate = (await get<InboxPage<CorporateMessageItem>>(`${P.corporateMessageList}?search=merapi`)).body.result;
    expect(corporate.list).toEqual([
      expect.objectContaining({
        corporateId: 'CORP-MERAPI',
        corporateName: 'PT Merapi Energi',
        isRead: false,
        subject: expect.any(String),
      }),
    ]);
  });

  test('400 naming a bad paging field; 401 signed out', async () => {
    const badLength = await get(`${P.helpMessageList}?length=0`);
    expect(badLength.httpStatus).toBe(400);
    expect(badLength.body.message).toContain('length');
    expect((await get(`${P.calendarList}?start=-1`)).body.message).toContain('start');
    expect((await running.call('GET', P.corporateMessageList)).httpStatus).toBe(401);
  });
});

describe('read flags', () => {
  test('S1-3-15 the checkbox call marks items read and unread; the counters follow', async () => {
    const unread = (await get<InboxPage<NotificationItem>>(`${P.newsInfoList}?isRead=false`)).body.result.list.map(
      (item) => item.notificationId,
    );
    const marked = await read(P.notificationRead, { ids: unread.slice(0, 3), isRead: true });
    expect(marked.httpStatus).toBe(200);
    expect(marked.body.result.updated).toBe(3);
    expect((await get(P.newsLetterUnread)).body.result).toEqual({ totalNewsLetterNotification: 1 });
    await read(P.notificationRead, { ids: [unread[0]], isRead: false });
    expect((await get(P.newsLetterUnread)).body.result).toEqual({ totalNewsLetterNotification: 2 });
  });

  test('help and corporate messages toggle the same way', async () => {
    const help = (await get<InboxPage<HelpMessageItem>>(P.helpMessageList)).body.result.list;
    expect((await read(P.helpMessageRead, { ids: help.map((item) => item.messageId), isRead: true })).body.result).toEqual({
      updated: 3,
      totalUnread: 0,
    });
    expect((await get(P.helpMessageCounter)).body.result).toEqual({ counterHelpMessage: 0 });
    const corporate = (await get<InboxPage<CorporateMessageItem>>(P.corporateMessageList)).body.result.list;
    await read(P.corporateMessageRead, { ids: corporate.map((item) => item.messageId), isRead: false });
    expect((await get(P.corporateMessageCount)).body.result).toBe(corporate.length);
  });

  test("404 for unknown ids or someone else's, and nothing changes; 400 naming ids; 401 signed out", async () => {
    const hrItem = (await get<InboxPage<NotificationItem>>(P.newsInfoList, demoHr)).body.result.list[0]!.notificationId;
    const mine = (await get<InboxPage<NotificationItem>>(`${P.newsInfoList}?isRead=false`)).body.result.list[0]!.notificationId;
    expect((await read(P.notificationRead, { ids: [mine, hrItem], isRead: true })).httpStatus).toBe(404);
    expect((await read(P.notificationRead, { ids: ['NTF-NOPE'], isRead: true })).httpStatus).toBe(404);
    expect((await get(P.newsLetterUnread)).body.result).toEqual({ totalNewsLetterNotification: 4 });
    const empty = await read(P.helpMessageRead, { ids: [], isRead: true });
    expect(empty.httpStatus).toBe(400);
    expect(empty.body.message).toContain('ids');
    expect((await running.call('POST', P.helpMessageRead, { body: { ids: ['HLP-001'], isRead: true } })).httpStatus).toBe(401);
  });
});

describe('detail', () => {
  test('opening an item answers it and marks it read; unknown or foreign ids 404', async () => {
    const unread = (await get<InboxPage<CorporateMessageItem>>(`${P.corporateMessageList}?isRead=false`)).body.result.list[0]!;
    const opened = await get<CorporateMessageItem>(P.corporateMessageDetail(unread.messageId));
    expect(opened.httpStatus).toBe(200);
    expect(opened.body.result).toEqual({ ...unread, isRead: true });
    expect((await get(P.corporateMessageCount)).body.result).toBe(1);
    const hrHelp = (await get<InboxPage<HelpMessageItem>>(P.helpMessageList, demoHr)).body.result.list[0]!.messageId;
    expect((await get(P.helpMessageDetail(hrHelp))).httpStatus).toBe(404);
    expect((await get(P.notificationDetail('NTF-NOPE'))).httpStatus).toBe(404);
    expect((await running.call('GET', P.notificationDetail('NTF-001'))).httpStatus).toBe(401);
  });
});
