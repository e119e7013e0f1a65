import type { CorporateMessageItem, HelpMessageItem, NotificationCategory, NotificationItem } from '@klob/shared/api-contract/inbox';
import type { Sql } from '../../db/sql.js';
import { createInboxList, type InboxList } from './inbox-list.js';

interface NotificationRow {
  notification_id: string;
  category: NotificationCategory;
  title: string;
  content: string;
  link: string | null;
  event_date: string | null;
  created_at: string;
  is_read: number;
}

interface HelpRow {
  message_id: string;
  sender: string;
  subject: string;
  content: string;
  created_at: string;
  is_read: number;
}

interface CorporateRow extends HelpRow {
  corporate_id: string;
  corporate_name: string;
  logo_url: string | null;
}

const toNotification = (row: NotificationRow): NotificationItem => ({
  notificationId: row.notification_id,
  category: row.category,
  title: row.title,
  content: row.content,
  link: row.link,
  eventDate: row.event_date,
  createdAt: row.created_at,
  isRead: row.is_read === 1,
});

const NOTIFICATIONS = {
  table: 'inbox_notifications',
  idColumn: 'notification_id',
  from: 'inbox_notifications AS t',
  select: 't.*',
  searchColumns: ['t.title', 't.content'],
  toItem: toNotification,
} as const;

export interface InboxLists {
  newsInfo: InboxList<NotificationItem>;
  calendar: InboxList<NotificationItem>;
  /** Any notification, whatever its category (the detail and read calls). */
  notifications: InboxList<NotificationItem>;
  help: InboxList<HelpMessageItem>;
  corporate: InboxList<CorporateMessageItem>;
}

export function createInboxLists(db: Sql): InboxLists {
  return {
    newsInfo: createInboxList(db, { ...NOTIFICATIONS, scope: "t.category = 'news-info'" }),
    calendar: createInboxList(db, { ...NOTIFICATIONS, scope: "t.category = 'calendar'" }),
    notifications: createInboxList(db, NOTIFICATIONS),
    help: createInboxList(db, {
      table: 'inbox_help_messages',
      idColumn: 'message_id',
      from: 'inbox_help_messages AS t',
      select: 't.*',
      searchColumns: ['t.subject', 't.content'],
      toItem: (row: HelpRow): HelpMessageItem => ({
        messageId: row.message_id,
        sender: row.sender,
        subject: row.subject,
        content: row.content,
        createdAt: row.created_at,
        isRead: row.is_read === 1,
      }),
    }),
    corporate: createInboxList(db, {
      table: 'inbox_corporate_messages',
      idColumn: 'message_id',
      from: 'inbox_corporate_messages AS t JOIN companies AS c ON c.corporate_id = t.corporate_id',
      select: 't.*, c.corporate_name, c.logo_url',
      searchColumns: ['t.subject', 't.content', 'c.corporate_name'],
      toItem: (row: CorporateRow): CorporateMessageItem => ({
        messageId: row.message_id,
        corporateId: row.corporate_id,
        corporateName: row.corporate_name,
        corporateLogoUrl: row.logo_url,
        subject: row.subject,
        content: row.content,
        createdAt: row.created_at,
        isRead: row.is_read === 1,
      }),
    }),
  };
}
