import type { Migration } from '../../db/database.js';

/** Onboarding steps and tips (master data), and each user's onboarding state (spec 1 §2.9, §3). */
export const onboardingMigrations: Migration[] = [
  {
    id: '090-onboarding',
    sql: `
      CREATE TABLE onboarding_steps (
        step_key TEXT PRIMARY KEY,
        title_id TEXT NOT NULL,
        title_en TEXT NOT NULL,
        description_id TEXT NOT NULL,
        description_en TEXT NOT NULL,
        link_path TEXT NOT NULL,
        sequence INTEGER NOT NULL
      );
      CREATE TABLE onboarding_texts (
        text_key TEXT PRIMARY KEY CHECK (text_key IN ('title', 'intro')),
        text_id TEXT NOT NULL,
        text_en TEXT NOT NULL
      );
      CREATE TABLE onboarding_finished (
        user_id TEXT PRIMARY KEY REFERENCES users(user_id) ON DELETE CASCADE,
        outcome TEXT NOT NULL CHECK (outcome IN ('completed', 'dismissed')),
        finished_at TEXT NOT NULL
      );
      CREATE TABLE onboarding_followed_steps (
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        step_key TEXT NOT NULL REFERENCES onboarding_steps(step_key),
        followed_at TEXT NOT NULL,
        PRIMARY KEY (user_id, step_key)
      );
      CREATE TABLE tips (
        tip_id TEXT PRIMARY KEY,
        category TEXT NOT NULL,
        title_id TEXT NOT NULL,
        title_en TEXT NOT NULL,
        body_id TEXT NOT NULL,
        body_en TEXT NOT NULL,
        link_path TEXT,
        sequence INTEGER NOT NULL,
        active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
      );
    `,
  },
];
