import type { Migration } from '../../db/database.js';

/** Tables of the shell's content pages (issue 16): messages, demo requests, business registrations, newsletter. */
export const siteMigrations: Migration[] = [
  {
    id: '045-site-enquiries',
    sql: `
      CREATE TABLE contact_messages (
        message_id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT,
        topic TEXT NOT NULL,
        message TEXT NOT NULL,
        utm_source TEXT,
        utm_medium TEXT,
        utm_campaign TEXT,
        receipt TEXT NOT NULL UNIQUE,
        received_at TEXT NOT NULL
      );
      CREATE TABLE demo_requests (
        request_id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        work_email TEXT NOT NULL,
        phone TEXT NOT NULL,
        company_name TEXT NOT NULL,
        company_size TEXT NOT NULL,
        note TEXT,
        utm_source TEXT,
        utm_medium TEXT,
        utm_campaign TEXT,
        received_at TEXT NOT NULL
      );
      CREATE TABLE business_registrations (
        registration_id INTEGER PRIMARY KEY AUTOINCREMENT,
        company_name TEXT NOT NULL,
        industry TEXT NOT NULL,
        company_size TEXT NOT NULL,
        city TEXT NOT NULL,
        website TEXT,
        pic_name TEXT NOT NULL,
        pic_email TEXT NOT NULL,
        pic_phone TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'rejected')),
        received_at TEXT NOT NULL
      );
      CREATE TABLE newsletter_subscriptions (
        email TEXT PRIMARY KEY,
        unsubscribe_token TEXT NOT NULL UNIQUE,
        subscribed_at TEXT NOT NULL,
        unsubscribed_at TEXT
      );
    `,
  },
];
