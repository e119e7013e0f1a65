import type { Migration } from '../../db/database.js';

/** Direct reports of a vacancy or company by a signed-in user, and the details the reporter adds later. */
export const reportMigrations: Migration[] = [
  {
    id: '065-reports',
    sql: `
      CREATE TABLE direct_reports (
        report_ref_code TEXT PRIMARY KEY,
        reporter_user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        subject_type TEXT NOT NULL CHECK (subject_type IN ('vacancy', 'company')),
        subject_id TEXT NOT NULL,
        subject_title TEXT NOT NULL,
        corporate_id TEXT NOT NULL,
        corporate_name TEXT NOT NULL,
        reason TEXT NOT NULL CHECK (reason IN ('fraud', 'misleading', 'discriminatory', 'other')),
        description TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'in_review', 'resolved')),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX direct_reports_by_reporter ON direct_reports (reporter_user_id, created_at DESC);
      CREATE TABLE direct_report_details (
        report_ref_code TEXT NOT NULL REFERENCES direct_reports(report_ref_code) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        text TEXT,
        file_key TEXT,
        original_filename TEXT,
        added_at TEXT NOT NULL,
        PRIMARY KEY (report_ref_code, seq)
      );
    `,
  },
];
