import type { Migration } from '../../db/database.js';

/** Tables of the content area (030): what the journey sections, job pages and company pages show. */
export const contentMigrations: Migration[] = [
  {
    id: '030-content-vacancies',
    sql: `
      CREATE TABLE vacancies (
        klob_vacancy_code TEXT PRIMARY KEY,
        corporate_id TEXT NOT NULL REFERENCES companies(corporate_id) ON DELETE CASCADE,
        position_name TEXT NOT NULL,
        slug TEXT NOT NULL,
        job_category TEXT NOT NULL,
        city TEXT NOT NULL,
        province TEXT NOT NULL,
        work_model TEXT NOT NULL CHECK (work_model IN ('onsite', 'hybrid', 'remote')),
        job_level TEXT NOT NULL,
        employment_status TEXT NOT NULL,
        salary_min INTEGER NOT NULL,
        salary_max INTEGER NOT NULL,
        salary_visible INTEGER NOT NULL DEFAULT 1,
        anonym INTEGER NOT NULL DEFAULT 0,
        description_id TEXT NOT NULL,
        description_en TEXT NOT NULL,
        requirements_id TEXT NOT NULL,
        requirements_en TEXT NOT NULL,
        benefits_id TEXT NOT NULL,
        benefits_en TEXT NOT NULL,
        posted_at TEXT NOT NULL
      );
      CREATE INDEX vacancies_by_posted ON vacancies (posted_at DESC, klob_vacancy_code);
      CREATE INDEX vacancies_by_corporate ON vacancies (corporate_id, posted_at DESC);
      CREATE INDEX vacancies_by_province ON vacancies (province);
      CREATE INDEX vacancies_by_position ON vacancies (position_name COLLATE NOCASE);

      CREATE TABLE vacancy_applications (
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        klob_vacancy_code TEXT NOT NULL REFERENCES vacancies(klob_vacancy_code) ON DELETE CASCADE,
        applied_at TEXT NOT NULL,
        PRIMARY KEY (user_id, klob_vacancy_code)
      );
      CREATE INDEX vacancy_applications_by_vacancy ON vacancy_applications (klob_vacancy_code);

      CREATE TABLE vacancy_additional_questions (
        question_id TEXT PRIMARY KEY,
        klob_vacancy_code TEXT NOT NULL REFERENCES vacancies(klob_vacancy_code) ON DELETE CASCADE,
        question_text_id TEXT NOT NULL,
        question_text_en TEXT NOT NULL,
        question_type TEXT NOT NULL,
        mandatory TEXT NOT NULL CHECK (mandatory IN ('y', 'n')),
        sequence INTEGER NOT NULL
      );
      CREATE INDEX additional_questions_by_vacancy ON vacancy_additional_questions (klob_vacancy_code, sequence);
      CREATE TABLE vacancy_additional_question_options (
        answer_id TEXT PRIMARY KEY,
        question_id TEXT NOT NULL REFERENCES vacancy_additional_questions(question_id) ON DELETE CASCADE,
        answer_text TEXT NOT NULL,
        sequence INTEGER NOT NULL
      );
      CREATE INDEX additional_question_options_by_question ON vacancy_additional_question_options (question_id, sequence);

      CREATE TABLE company_followers (
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        corporate_id TEXT NOT NULL REFERENCES companies(corporate_id) ON DELETE CASCADE,
        followed_at TEXT NOT NULL,
        PRIMARY KEY (corporate_id, user_id)
      );
    `,
  },
  {
    id: '030-content-journey',
    sql: `
      CREATE TABLE articles (
        article_id TEXT PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        category TEXT NOT NULL,
        title_id TEXT NOT NULL,
        title_en TEXT NOT NULL,
        summary_id TEXT NOT NULL,
        summary_en TEXT NOT NULL,
        body_id TEXT NOT NULL,
        body_en TEXT NOT NULL,
        thumbnail_url TEXT NOT NULL,
        author TEXT NOT NULL,
        read_minutes INTEGER NOT NULL,
        published_at TEXT NOT NULL
      );
      CREATE INDEX articles_by_category ON articles (category, published_at DESC);
      CREATE INDEX articles_by_published ON articles (published_at DESC);

      CREATE TABLE klobmeter_items (
        label TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('salary-statistics', 'career-test')),
        title_id TEXT NOT NULL,
        title_en TEXT NOT NULL,
        summary_id TEXT NOT NULL,
        summary_en TEXT NOT NULL,
        thumbnail_url TEXT NOT NULL,
        sequence INTEGER NOT NULL,
        -- salary-statistics only
        position_name TEXT,
        province TEXT,
        salary_p25 INTEGER,
        salary_median INTEGER,
        salary_p75 INTEGER,
        sample_size INTEGER,
        -- career-test only
        question_count INTEGER,
        duration_minutes INTEGER
      );

      CREATE TABLE kaleidosklob_items (
        item_id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('story', 'video')),
        title_id TEXT NOT NULL,
        title_en TEXT NOT NULL,
        summary_id TEXT NOT NULL,
        summary_en TEXT NOT NULL,
        body_id TEXT NOT NULL,
        body_en TEXT NOT NULL,
        thumbnail_url TEXT NOT NULL,
        video_url TEXT,
        duration_seconds INTEGER,
        corporate_id TEXT REFERENCES companies(corporate_id) ON DELETE SET NULL,
        published_at TEXT NOT NULL
      );
      CREATE INDEX kaleidosklob_by_published ON kaleidosklob_items (published_at DESC);
    `,
  },
  {
    id: '030-content-profile',
    sql: `
      CREATE TABLE profile_section_catalog (
        section_key TEXT PRIMARY KEY,
        title_id TEXT NOT NULL,
        title_en TEXT NOT NULL,
        weight INTEGER NOT NULL CHECK (weight > 0),
        sequence INTEGER NOT NULL
      );
      CREATE TABLE profile_section_progress (
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        section_key TEXT NOT NULL REFERENCES profile_section_catalog(section_key) ON DELETE CASCADE,
        completed_at TEXT NOT NULL,
        PRIMARY KEY (user_id, section_key)
      );
      CREATE TABLE user_referrals (
        referral_id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        referal_user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        target_modul TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (user_id, referal_user_id, type, target_modul)
      );
      CREATE TABLE account_unregister_requests (
        request_id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        reason TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending',
        requested_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX one_pending_unregister_per_user ON account_unregister_requests (user_id) WHERE status = 'pending';
    `,
  },
  {
    id: '030-content-masterdata',
    sql: `
      CREATE TABLE social_network_master (
        msn_id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        icon_url TEXT NOT NULL,
        base_url TEXT NOT NULL,
        sequence INTEGER NOT NULL
      );
      CREATE TABLE partnership_slides (
        partner_id TEXT PRIMARY KEY,
        partner_name TEXT NOT NULL,
        logo_url TEXT NOT NULL,
        link_url TEXT,
        sequence INTEGER NOT NULL
      );
    `,
  },
  {
    id: '030-content-vacancies-submitted',
    sql: `
      ALTER TABLE vacancy_applications ADD COLUMN submitted_at TEXT;
      ALTER TABLE vacancy_applications ADD COLUMN answers_json TEXT;
      CREATE INDEX vacancy_applications_by_user_submitted ON vacancy_applications (user_id, submitted_at);
      ALTER TABLE vacancy_applications ADD COLUMN test_score INTEGER;
      ALTER TABLE vacancy_applications ADD COLUMN test_total INTEGER;
      CREATE TABLE vacancy_test_questions (
        question_id TEXT PRIMARY KEY,
        klob_vacancy_code TEXT NOT NULL REFERENCES vacancies(klob_vacancy_code) ON DELETE CASCADE,
        question_text_id TEXT NOT NULL,
        question_text_en TEXT NOT NULL,
        options_json TEXT NOT NULL,
        correct_answer_id TEXT NOT NULL,
        sequence INTEGER NOT NULL
      );
      CREATE INDEX vacancy_test_questions_by_vacancy ON vacancy_test_questions (klob_vacancy_code, sequence);
    `,
  },
  {
    // Issue 14: what the profile header shows beyond the account (spec 3 §3).
    id: '030-content-profile-details',
    sql: `
      CREATE TABLE profile_details (
        user_id TEXT PRIMARY KEY REFERENCES users(user_id) ON DELETE CASCADE,
        working_status TEXT,
        profile_video_url TEXT,
        cv_url TEXT,
        updated_at TEXT NOT NULL
      );
    `,
  },
  {
    // Issue 21: the extensions an attachment question takes (a JSON list; null: every uploadable type).
    id: '030-content-vacancies-question-file-types',
    sql: `ALTER TABLE vacancy_additional_questions ADD COLUMN file_types TEXT;`,
  },
];
