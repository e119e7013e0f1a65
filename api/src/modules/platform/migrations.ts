import type { Migration } from '../../db/database.js';

/** Tables of the platform area (040): events, CMS landing pages, survey pages, interruptions, activity logs. */
export const platformMigrations: Migration[] = [
  {
    id: '040-platform-events',
    sql: `
      CREATE TABLE events (
        event_id TEXT PRIMARY KEY,
        subdomain TEXT UNIQUE,
        name TEXT NOT NULL,
        project TEXT NOT NULL,
        event_type TEXT NOT NULL CHECK (event_type IN ('form', 'klobfair', 'kfaas', 'graduation', 'restricted-kfaas')),
        tag_category TEXT NOT NULL CHECK (tag_category IN ('jobFair', 'workshop', 'others', 'scholarship', 'klobEvent')),
        package_code TEXT,
        package_name TEXT,
        package_price_rupiah INTEGER,
        corporate_id TEXT REFERENCES companies(corporate_id) ON DELETE SET NULL,
        banner_url TEXT NOT NULL,
        start_date TEXT NOT NULL,
        end_date TEXT NOT NULL,
        CHECK ((package_code IS NULL) = (package_name IS NULL) AND (package_code IS NULL) = (package_price_rupiah IS NULL))
      );
      CREATE INDEX events_by_start ON events (start_date);
      CREATE TABLE jobfair_before_images (
        image_id INTEGER PRIMARY KEY AUTOINCREMENT,
        subdomain TEXT NOT NULL REFERENCES events(subdomain) ON DELETE CASCADE,
        image_url TEXT NOT NULL,
        mobile_image_url TEXT NOT NULL,
        link_url TEXT,
        sequence INTEGER NOT NULL
      );
      CREATE INDEX jobfair_before_images_by_subdomain ON jobfair_before_images (subdomain, sequence);
      CREATE TABLE cms_landing_pages (
        subdomain TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        corporate_id TEXT NOT NULL REFERENCES companies(corporate_id) ON DELETE CASCADE,
        template_name TEXT NOT NULL,
        start_date TEXT NOT NULL,
        end_date TEXT NOT NULL
      );
      -- Master data of the /eform/{surveyUrl} pages; the surveys themselves live in the forms area (050).
      CREATE TABLE survey_pages (
        survey_id TEXT PRIMARY KEY,
        survey_url TEXT NOT NULL UNIQUE,
        survey_type TEXT NOT NULL DEFAULT 'page' CHECK (survey_type = 'page'),
        survey_name TEXT NOT NULL,
        sequence INTEGER NOT NULL
      );
    `,
  },
  {
    id: '040-platform-interruptions',
    sql: `
      CREATE TABLE interruption_types (
        interruption_type TEXT PRIMARY KEY,
        title_id TEXT NOT NULL,
        title_en TEXT NOT NULL,
        target_url TEXT NOT NULL,
        sequence INTEGER NOT NULL
      );
      CREATE TABLE user_interruptions (
        interruption_id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        interruption_type TEXT NOT NULL REFERENCES interruption_types(interruption_type),
        created_at TEXT NOT NULL,
        resolved_at TEXT
      );
      CREATE INDEX user_interruptions_pending ON user_interruptions (user_id) WHERE resolved_at IS NULL;
    `,
  },
  {
    id: '040-platform-activity',
    sql: `
      CREATE TABLE activity_actions (
        activity_id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT,
        entity TEXT NOT NULL,
        entity_id TEXT NOT NULL,
        referer TEXT,
        user_param TEXT,
        extra_params TEXT NOT NULL DEFAULT '{}',
        created_at TEXT NOT NULL
      );
      CREATE INDEX activity_actions_by_entity ON activity_actions (entity, entity_id);
      CREATE TABLE prelogin_logs (
        log_id INTEGER PRIMARY KEY AUTOINCREMENT,
        entity TEXT NOT NULL,
        entity_id TEXT NOT NULL,
        user_agent TEXT NOT NULL,
        total_click INTEGER NOT NULL,
        pre_login1_url TEXT,
        pre_login2_url TEXT,
        type TEXT NOT NULL,
        email TEXT,
        user_id TEXT,
        created_at TEXT NOT NULL
      );
      CREATE TABLE prelogin_log_urls (
        log_id INTEGER NOT NULL REFERENCES prelogin_logs(log_id) ON DELETE CASCADE,
        sequence INTEGER NOT NULL,
        pre_login_url TEXT NOT NULL,
        PRIMARY KEY (log_id, sequence)
      );
    `,
  },
  {
    id: '040-platform-event-companies',
    sql: `
      CREATE TABLE event_companies (
        event_id TEXT NOT NULL REFERENCES events(event_id) ON DELETE CASCADE,
        corporate_id TEXT NOT NULL REFERENCES companies(corporate_id) ON DELETE CASCADE,
        sequence INTEGER NOT NULL,
        PRIMARY KEY (event_id, corporate_id)
      );
    `,
  },
  {
    id: '040-platform-event-sessions',
    sql: `
      CREATE TABLE event_sessions (
        session_id TEXT PRIMARY KEY,
        event_id TEXT NOT NULL REFERENCES events(event_id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        speaker TEXT NOT NULL,
        start_at TEXT NOT NULL,
        end_at TEXT NOT NULL
      );
      CREATE INDEX event_sessions_by_event ON event_sessions (event_id, start_at);
    `,
  },
];
