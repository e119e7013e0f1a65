import type { Migration } from '../../db/database.js';

/** Stored files (spec 3 §7 upload/delete) and the attachment size master (spec 3 §3). */
export const uploadMigrations: Migration[] = [
  {
    id: '055-uploads',
    sql: `
      CREATE TABLE uploads (
        file_key TEXT PRIMARY KEY,
        original_filename TEXT NOT NULL,
        extension TEXT NOT NULL,
        mime_type TEXT NOT NULL,
        size_bytes INTEGER NOT NULL,
        uploader_user_id TEXT REFERENCES users(user_id) ON DELETE SET NULL,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
      );
      CREATE TABLE attachment_size_rules (
        extension TEXT PRIMARY KEY,
        file_type TEXT NOT NULL CHECK (file_type IN ('image', 'video', 'document')),
        max_bytes INTEGER NOT NULL CHECK (max_bytes > 0),
        max_duration_seconds INTEGER CHECK (max_duration_seconds IS NULL OR max_duration_seconds > 0)
      );
    `,
  },
  {
    // Issue 6: a visitor's file is deleted only with the token its upload answered (SHA-256 kept).
    id: '055-uploads-delete-token',
    sql: 'ALTER TABLE uploads ADD COLUMN delete_token_hash TEXT;',
  },
];
