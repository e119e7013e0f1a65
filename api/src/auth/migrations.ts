import type { Migration } from '../db/database.js';

/**
 * Sign-in sessions (issue 6): every id and access token names one (`sid`); a
 * session that ended refuses its tokens at once. Times are epoch milliseconds.
 * No foreign key to users: the auth layer sits below the modules.
 */
export const authMigrations: Migration[] = [
  {
    id: '000-auth-sessions',
    sql: `
      CREATE TABLE auth_sessions (
        session_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        ended_at INTEGER,
        end_reason TEXT
      );
      CREATE INDEX auth_sessions_by_user ON auth_sessions (user_id) WHERE ended_at IS NULL;
    `,
  },
];
