import type { Migration } from '../../db/database.js';

/** Tables every module refers to: users, companies and who administers which company. */
export const coreMigrations: Migration[] = [
  {
    id: '001-core-users',
    sql: `
      CREATE TABLE users (
        user_id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL DEFAULT '',
        phone TEXT,
        profile_picture_url TEXT,
        confirmed INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
      );
      CREATE TABLE companies (
        corporate_id TEXT PRIMARY KEY,
        corporate_name TEXT NOT NULL,
        slug TEXT NOT NULL UNIQUE,
        logo_url TEXT,
        banner_url TEXT,
        industry TEXT,
        city TEXT,
        province TEXT,
        description_id TEXT,
        description_en TEXT,
        website TEXT,
        employee_count TEXT,
        has_chat INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE company_admins (
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        corporate_id TEXT NOT NULL REFERENCES companies(corporate_id) ON DELETE CASCADE,
        PRIMARY KEY (user_id, corporate_id)
      );
    `,
  },
];
