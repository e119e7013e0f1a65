import type { Db } from '../../db/database.js';
import {
  DEMO_INBOX_LATEST,
  DEMO_INBOX_STEP_MS,
  HELP_SENDER,
  demoCorporateMessages,
  demoHelpMessages,
  demoNotifications,
} from './demo-data.js';

const createdAt = (index: number) => new Date(DEMO_INBOX_LATEST - index * DEMO_INBOX_STEP_MS).toISOString();
const pad = (index: number) => String(index + 1).padStart(3, '0');

export function seedInbox(db: Db): void {
  const insertNotification = db.prepare(
    `INSERT INTO inbox_notifications (notification_id, user_id, category, title, content, link, event_date, is_read, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  demoNotifications.forEach((item, index) =>
    insertNotification.run(
      `NTF-${pad(index)}`,
      item.userId,
      item.category,
      item.title,
      item.content,
      item.link,
      item.eventDate,
      Number(item.isRead),
      createdAt(index),
    ),
  );
  const insertHelp = db.prepare(
    'INSERT INTO inbox_help_messages (message_id, user_id, sender, subject, content, is_read, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  demoHelpMessages.forEach((item, index) =>
    insertHelp.run(`HLP-${pad(index)}`, item.userId, HELP_SENDER, item.subject, item.content, Number(item.isRead), createdAt(index)),
  );
  const insertCorporate = db.prepare(
    'INSERT INTO inbox_corporate_messages (message_id, user_id, corporate_id, subject, content, is_read, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  demoCorporateMessages.forEach((item, index) =>
    insertCorporate.run(
      `CMS-${pad(index)}`,
      item.userId,
      item.corporateId,
      item.subject,
      item.content,
      Number(item.isRead),
      createdAt(index),
    ),
  );
}
