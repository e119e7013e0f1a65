import type { Migration } from '../../db/database.js';
import { CHAT_ACCESS_GENERATION_POSTGRES } from './access-generation.js';

/**
 * Chat tables (spec 2 §3). Weekdays are ISO numbers (1 = Monday); times are
 * 'HH:mm' WIB; instants are ISO 8601 UTC strings, so they sort as text.
 */
export const chatMigrations: Migration[] = [
  {
    id: '020-chat-schedules',
    sql: `
      CREATE TABLE chat_schedules (
        corporate_id TEXT NOT NULL REFERENCES companies(corporate_id) ON DELETE CASCADE,
        weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
        start_time TEXT NOT NULL CHECK (length(start_time) = 5),
        end_time TEXT NOT NULL CHECK (length(end_time) = 5),
        PRIMARY KEY (corporate_id, weekday),
        CHECK (start_time < end_time)
      );
      CREATE TABLE chat_offline_ranges (
        range_id INTEGER PRIMARY KEY AUTOINCREMENT,
        corporate_id TEXT NOT NULL REFERENCES companies(corporate_id) ON DELETE CASCADE,
        start_date TEXT NOT NULL,
        end_date TEXT NOT NULL,
        CHECK (start_date < end_date)
      );
      CREATE INDEX chat_offline_ranges_by_company ON chat_offline_ranges (corporate_id, end_date);
    `,
  },
  {
    id: '020-chat-rooms',
    sql: `
      CREATE TABLE chat_rooms (
        room_id TEXT PRIMARY KEY,
        corporate_id TEXT NOT NULL REFERENCES companies(corporate_id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        UNIQUE (corporate_id, user_id)
      );
      CREATE INDEX chat_rooms_by_user ON chat_rooms (user_id);
      -- sender_user_id keeps the sender's id even if that account goes away.
      CREATE TABLE chat_messages (
        message_id INTEGER PRIMARY KEY AUTOINCREMENT,
        room_id TEXT NOT NULL REFERENCES chat_rooms(room_id) ON DELETE CASCADE,
        sender_user_id TEXT NOT NULL,
        is_admin INTEGER NOT NULL CHECK (is_admin IN (0, 1)),
        content TEXT NOT NULL,
        event TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX chat_messages_by_room ON chat_messages (room_id, message_id);
      -- Unread messages per room and per reading side: 'user' (the room's user) or 'company' (its admins).
      CREATE TABLE chat_unread_counts (
        room_id TEXT NOT NULL REFERENCES chat_rooms(room_id) ON DELETE CASCADE,
        side TEXT NOT NULL CHECK (side IN ('user', 'company')),
        count INTEGER NOT NULL DEFAULT 0 CHECK (count >= 0),
        PRIMARY KEY (room_id, side)
      );
    `,
  },
  {
    // issue 11: a message the sender resends after a lost acknowledgement is stored once.
    id: '021-chat-client-message-ids',
    sql: `
      ALTER TABLE chat_messages ADD COLUMN client_message_id TEXT;
      CREATE UNIQUE INDEX chat_messages_by_client_id ON chat_messages (room_id, sender_user_id, client_message_id)
        WHERE client_message_id IS NOT NULL;
    `,
  },
  {
    // issue 27: a message stored by an instance that died before its broadcast reached the others is broadcast by the
    // instance that receives the sender's resend. Rows from before were broadcast when they were stored.
    id: '022-chat-broadcast-pending',
    sql: 'ALTER TABLE chat_messages ADD COLUMN broadcast_pending INTEGER NOT NULL DEFAULT 0;',
  },
  {
    // issue 27: on PostgreSQL the access generation is a row bumped by triggers (src/modules/chat/access-generation.ts);
    // SQLite sees changes through its own triggers and data_version, so it keeps no such row.
    id: '022-chat-access-generation',
    sql: 'SELECT 1;',
    postgres: CHAT_ACCESS_GENERATION_POSTGRES,
  },
];
