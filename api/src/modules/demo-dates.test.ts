import { COMMERCE_PATHS, type CommercePage, type Transaction } from '@klob/shared/api-contract/commerce';
import { INBOX_PATHS, type InboxPage, type NotificationItem } from '@klob/shared/api-contract/inbox';
import { demoKlobber, setUpTestApi } from '../testing/index.js';
import { accessGenerationFor } from './chat/access-generation.js';
import { createChatStore } from './chat/chat-store.js';
import { DEMO_CHAT_COMPANY_ID } from './chat/demo-data.js';
import { DEMO_KLOBBER_ID } from './core/demo-data.js';

/** Issue 21: the demo data is dated from the moment the database is seeded, so the demo looks alive whenever it runs. */
const seededBefore = Date.now();
const running = setUpTestApi();
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const time = (iso: string | null) => Date.parse(iso ?? '');

describe('demo data dated from the seeding', () => {
  test('the invoices waiting for payment were ordered in the last hours and can still be paid', async () => {
    const { body } = await running.call<CommercePage<Transaction>>('GET', COMMERCE_PATHS.transactionList('waiting'), {
      as: demoKlobber,
    });
    const waiting = body.result.list;
    expect(waiting).toHaveLength(2);
    for (const invoice of waiting) {
      expect(time(invoice.createdAt)).toBeGreaterThan(seededBefore - DAY_MS);
      expect(time(invoice.expiredAt)).toBeGreaterThan(Date.now());
      expect(invoice.invoiceNumber).toContain(`/${new Date(invoice.createdAt).getUTCFullYear()}/`);
    }
  });

  test('paid invoices are of the last weeks, one a day', async () => {
    const { body } = await running.call<CommercePage<Transaction>>('GET', COMMERCE_PATHS.transactionList('success'), {
      as: demoKlobber,
      query: { length: 20 },
    });
    const created = body.result.list.map((invoice) => time(invoice.createdAt));
    expect(Math.max(...created)).toBeLessThan(Date.now());
    expect(Math.min(...created)).toBeGreaterThan(seededBefore - 14 * DAY_MS);
  });

  test('notifications are of the last days, newest a few hours old; calendar items around today', async () => {
    const news = await running.call<InboxPage<NotificationItem>>('GET', INBOX_PATHS.newsInfoList, {
      as: demoKlobber,
      query: { length: 20 },
    });
    const created = news.body.result.list.map((item) => time(item.createdAt));
    expect(Math.max(...created)).toBeGreaterThan(seededBefore - 12 * HOUR_MS);
    expect(Math.max(...created)).toBeLessThan(Date.now());
    expect(Math.min(...created)).toBeGreaterThan(seededBefore - 4 * DAY_MS);

    const calendar = await running.call<InboxPage<NotificationItem>>('GET', INBOX_PATHS.calendarList, { as: demoKlobber });
    const events = calendar.body.result.list.map((item) => time(item.eventDate));
    expect(events.filter((at) => at > Date.now())).toHaveLength(2);
    expect(events.every((at) => Math.abs(at - seededBefore) < 7 * DAY_MS)).toBe(true);
  });

  test('the demo chat runs in order over the last days and ends in the last hours', async () => {
    const store = createChatStore(running.api.ctx.sql, accessGenerationFor(running.api.ctx));
    const messages = await store.recentMessages(`${DEMO_CHAT_COMPANY_ID}|${DEMO_KLOBBER_ID}`, 100);
    const sent = messages.map((message) => time(message.timestamp));
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    expect(sent.at(-1)!).toBeGreaterThan(seededBefore - 2 * HOUR_MS);
    expect(sent[0]!).toBeLessThan(seededBefore - 2 * DAY_MS);
    expect(sent[0]!).toBeGreaterThan(seededBefore - 4 * DAY_MS);
  });
});
