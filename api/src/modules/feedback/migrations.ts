import type { Migration } from '../../db/database.js';

/** CSAT/NPS campaigns per section, their rating scale, and each user's answer (spec 1 §3, §4.4, §4.5). */
export const feedbackMigrations: Migration[] = [
  {
    id: '060-feedback',
    sql: `
      CREATE TABLE feedback_campaigns (
        campaign_id TEXT PRIMARY KEY,
        type TEXT NOT NULL CHECK (type IN ('NPS', 'CSAT')),
        section TEXT NOT NULL CHECK (section IN ('logout', 'klobmeter', 'ensiklobedia', 'kaleidosklob', 'klobnco')),
        note_id TEXT NOT NULL,
        note_en TEXT NOT NULL,
        active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
      );
      CREATE INDEX feedback_campaigns_by_section ON feedback_campaigns (active, section, created_at DESC);
      CREATE TABLE feedback_questions (
        answer_id TEXT PRIMARY KEY,
        campaign_id TEXT NOT NULL REFERENCES feedback_campaigns(campaign_id) ON DELETE CASCADE,
        value INTEGER NOT NULL,
        meaning TEXT NOT NULL,
        UNIQUE (campaign_id, value)
      );
      CREATE TABLE feedback_answers (
        campaign_id TEXT NOT NULL REFERENCES feedback_campaigns(campaign_id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        answer_id TEXT NOT NULL REFERENCES feedback_questions(answer_id),
        answer_text TEXT NOT NULL,
        feature_id TEXT,
        answered_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
        PRIMARY KEY (campaign_id, user_id)
      );
    `,
  },
];
