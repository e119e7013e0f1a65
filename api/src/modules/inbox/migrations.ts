import type { Migration } from '../../db/database.js';

/** The signed-in user's notifications (news-info, calendar), help messages and corporate messages, each with a read flag. */
export const inboxMigrations: Migration[] = [
  {
    id: '070-inbox',
    sql: `
      CREATE TABLE inbox_notifications (
        notification_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        category TEXT NOT NULL CHECK (category IN ('news-info', 'calendar')),
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        link TEXT,
        event_date TEXT,
        is_read INTEGER NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
        created_at TEXT NOT NULL
      );
      CREATE INDEX inbox_notifications_by_user ON inbox_notifications (user_id, category, is_read, created_at DESC);
      CREATE TABLE inbox_help_messages (
        message_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        sender TEXT NOT NULL,
        subject TEXT NOT NULL,
        content TEXT NOT NULL,
        is_read INTEGER NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
        created_at TEXT NOT NULL
      );
      CREATE INDEX inbox_help_messages_by_user ON inbox_help_messages (user_id, is_read, created_at DESC);
      CREATE TABLE inbox_corporate_messages (
        message_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        corporate_id TEXT NOT NULL REFERENCES companies(corporate_id) ON DELETE CASCADE,
        subject TEXT NOT NULL,
        content TEXT NOT NULL,
        is_read INTEGER NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
        created_at TEXT NOT NULL
      );
      CREATE INDEX inbox_corporate_messages_by_user ON inbox_corporate_messages (user_id, is_read, created_at DESC);
    `,
  },
];
