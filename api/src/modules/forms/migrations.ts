import type { Migration } from '../../db/database.js';

/**
 * Company and job-fair surveys with their questions, options and submissions
 * (spec 3 §3), and the files a user uploaded as answers to a vacancy's additional
 * questions (those questions live in the content area's tables).
 */
export const formsMigrations: Migration[] = [
  {
    id: '050-forms-surveys',
    sql: `
      CREATE TABLE surveys (
        survey_id TEXT PRIMARY KEY,
        -- a company id, or the fixed job-fair id (KLOBFAIR_CORPORATE_ID), which is no company
        corporate_id TEXT NOT NULL,
        survey_name TEXT NOT NULL,
        description TEXT NOT NULL,
        ask_name INTEGER NOT NULL CHECK (ask_name IN (0, 1)),
        ask_email INTEGER NOT NULL CHECK (ask_email IN (0, 1)),
        ask_phone INTEGER NOT NULL CHECK (ask_phone IN (0, 1)),
        not_login INTEGER NOT NULL CHECK (not_login IN (0, 1)),
        active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
      );
      CREATE INDEX surveys_by_corporate ON surveys (corporate_id, active, created_at DESC);
      CREATE TABLE survey_questions (
        question_id TEXT PRIMARY KEY,
        survey_id TEXT NOT NULL REFERENCES surveys(survey_id) ON DELETE CASCADE,
        question_text TEXT NOT NULL,
        question_type TEXT NOT NULL CHECK (question_type IN ('attachment', 'sequence', 'short', 'multiple choice', 'multiple response', 'upload', 'ranking')),
        mandatory TEXT NOT NULL CHECK (mandatory IN ('y', 'n')),
        answer_note TEXT,
        template_url TEXT,
        sequence INTEGER NOT NULL
      );
      CREATE INDEX survey_questions_by_survey ON survey_questions (survey_id, sequence);
      CREATE TABLE survey_options (
        answer_id TEXT PRIMARY KEY,
        question_id TEXT NOT NULL REFERENCES survey_questions(question_id) ON DELETE CASCADE,
        answer_text TEXT NOT NULL,
        others INTEGER NOT NULL DEFAULT 0 CHECK (others IN (0, 1)),
        sequence INTEGER NOT NULL
      );
      CREATE INDEX survey_options_by_question ON survey_options (question_id, sequence);
      CREATE TABLE survey_submissions (
        submission_id TEXT PRIMARY KEY,
        survey_id TEXT NOT NULL REFERENCES surveys(survey_id) ON DELETE CASCADE,
        user_id TEXT REFERENCES users(user_id) ON DELETE SET NULL,
        name TEXT,
        email TEXT,
        phone TEXT,
        submitted_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
      );
      CREATE INDEX survey_submissions_by_survey ON survey_submissions (survey_id, submitted_at);
      CREATE TABLE survey_answers (
        submission_id TEXT NOT NULL REFERENCES survey_submissions(submission_id) ON DELETE CASCADE,
        question_id TEXT NOT NULL REFERENCES survey_questions(question_id) ON DELETE CASCADE,
        answer_id TEXT,
        answer_text TEXT,
        -- JSON list of {answerId, sequence, otherAnswer}
        answer_sequence TEXT,
        PRIMARY KEY (submission_id, question_id)
      );
    `,
  },
  {
    id: '050-forms-additional-question-files',
    sql: `
      CREATE TABLE additional_question_files (
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        klob_vacancy_code TEXT NOT NULL,
        question_id TEXT NOT NULL,
        file_key TEXT NOT NULL UNIQUE REFERENCES uploads(file_key) ON DELETE CASCADE,
        uploaded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
        PRIMARY KEY (user_id, klob_vacancy_code, question_id)
      );
    `,
  },
  {
    id: '050-forms-surveys-kind',
    sql: `
      -- guestbook: a company's or the job fair's popup (every question mandatory, DECISIONS #7);
      -- page: an e-form page (/eform, /form, /survey/...), whose questions follow their own flag.
      ALTER TABLE surveys ADD COLUMN kind TEXT NOT NULL DEFAULT 'guestbook' CHECK (kind IN ('guestbook', 'page'));
    `,
  },
  {
    id: '050-forms-surveys-student',
    sql: `
      -- The university form (spec 3 §3): a survey may ask the student data beside its answers.
      ALTER TABLE surveys ADD COLUMN ask_student INTEGER NOT NULL DEFAULT 0 CHECK (ask_student IN (0, 1));
      CREATE TABLE master_provinces (
        province_id TEXT PRIMARY KEY,
        province_name TEXT NOT NULL,
        sequence INTEGER NOT NULL
      );
      CREATE TABLE master_cities (
        city_id TEXT PRIMARY KEY,
        province_id TEXT NOT NULL REFERENCES master_provinces(province_id) ON DELETE CASCADE,
        city_name TEXT NOT NULL,
        sequence INTEGER NOT NULL
      );
      CREATE INDEX master_cities_by_province ON master_cities (province_id, sequence);
      CREATE TABLE survey_student_data (
        submission_id TEXT PRIMARY KEY REFERENCES survey_submissions(submission_id) ON DELETE CASCADE,
        nik TEXT NOT NULL,
        npwp TEXT NOT NULL,
        province_id TEXT NOT NULL REFERENCES master_provinces(province_id),
        city_id TEXT NOT NULL REFERENCES master_cities(city_id)
      );
    `,
  },
  {
    id: '050-forms-surveys-english-and-file-types',
    sql: `
      -- English texts beside the survey's own Indonesian ones (null: the survey is in Indonesian only),
      -- and the extensions an attachment question takes (a JSON list; null: every uploadable type).
      ALTER TABLE surveys ADD COLUMN survey_name_en TEXT;
      ALTER TABLE surveys ADD COLUMN description_en TEXT;
      ALTER TABLE survey_questions ADD COLUMN question_text_en TEXT;
      ALTER TABLE survey_questions ADD COLUMN answer_note_en TEXT;
      ALTER TABLE survey_questions ADD COLUMN file_types TEXT;
      ALTER TABLE survey_options ADD COLUMN answer_text_en TEXT;
    `,
  },
];
