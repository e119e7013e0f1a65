import type { Sql } from '../../db/sql.js';
import { wibStartOfDay } from '../chat/schedule.js';
import {
  DEMO_INBOX_STEP_MS,
  HELP_SENDER,
  demoCorporateMessages,
  demoHelpMessages,
  demoNotifications,
  type NotificationSeed,
} from './demo-data.js';

const pad = (index: number) => String(index + 1).padStart(3, '0');
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The instant of a calendar item: its day counted from the Jakarta day of `now`, at its Jakarta time. */
function eventInstant(event: NonNullable<NotificationSeed['event']>, now: number): string {
  const jakartaMidnight = wibStartOfDay(new Date(now)).getTime();
  const at = jakartaMidnight + event.daysFromSeeding * DAY_MS + event.wibHour * HOUR_MS + (event.minute ?? 0) * 60_000;
  return new Date(at).toISOString();
}

/** The demo inbox, dated back from `now` (the moment of seeding): the newest items a few hours old. */
export async function seedInbox(sql: Sql, now: number = Date.now()): Promise<void> {
  const createdAt = (index: number) => new Date(now - (index + 1) * DEMO_INBOX_STEP_MS).toISOString();
  const insertNotification = `INSERT INTO inbox_notifications (notification_id, user_id, category, title, content, link, event_date, is_read, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`;
  for (const [index, item] of demoNotifications.entries()) {
    await sql.run(insertNotification, [
      `NTF-${pad(index)}`,
      item.userId,
      item.category,
      item.title,
      item.content,
      item.link,
      item.event ? eventInstant(item.event, now) : null,
      Number(item.isRead),
      createdAt(index),
    ]);
  }
  for (const [index, item] of demoHelpMessages.entries()) {
    await sql.run(
      'INSERT INTO inbox_help_messages (message_id, user_id, sender, subject, content, is_read, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [`HLP-${pad(index)}`, item.userId, HELP_SENDER, item.subject, item.content, Number(item.isRead), createdAt(index)],
    );
  }
  for (const [index, item] of demoCorporateMessages.entries()) {
    await sql.run(
      'INSERT INTO inbox_corporate_messages (message_id, user_id, corporate_id, subject, content, is_read, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [`CMS-${pad(index)}`, item.userId, item.corporateId, item.subject, item.content, Number(item.isRead), createdAt(index)],
    );
  }
}
