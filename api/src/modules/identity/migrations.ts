import type { Migration } from '../../db/database.js';

/**
 * Verification codes (stored hashed), refresh tokens (stored hashed, revocable)
 * and the dev mailbox. Times the api compares are epoch milliseconds.
 */
export const identityMigrations: Migration[] = [
  {
    id: '010-identity',
    sql: `
      CREATE TABLE identity_codes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN ('sign-up', 'forgot-password')),
        code_hash TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        consumed_at INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX identity_codes_by_user ON identity_codes (user_id, purpose, id);
      CREATE TABLE identity_refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX identity_refresh_tokens_by_user ON identity_refresh_tokens (user_id);
      CREATE TABLE dev_mailbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        to_email TEXT NOT NULL COLLATE NOCASE,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        code TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX dev_mailbox_by_email ON dev_mailbox (to_email, id);
    `,
  },
  {
    // Refresh tokens belong to a session and rotate on use (issue 6). Tokens from before sessions existed are revoked.
    id: '010-identity-refresh-sessions',
    sql: `
      ALTER TABLE identity_refresh_tokens ADD COLUMN session_id TEXT;
      ALTER TABLE identity_refresh_tokens ADD COLUMN rotated_at INTEGER;
      UPDATE identity_refresh_tokens SET revoked_at = CAST(strftime('%s', 'now') AS INTEGER) * 1000 WHERE revoked_at IS NULL;
      CREATE INDEX identity_refresh_tokens_by_session ON identity_refresh_tokens (session_id);
    `,
  },
  {
    // Issue 22: codes are kept as keyed hashes now (the old unsalted ones cannot be checked and are retired), and
    // no readable copy of a code stays in the dev mailbox table (it holds mail only while the dev mailbox is on).
    id: '010-identity-keyed-codes',
    sql: `
      UPDATE identity_codes SET consumed_at = CAST(strftime('%s', 'now') AS INTEGER) * 1000 WHERE consumed_at IS NULL;
      DELETE FROM dev_mailbox;
    `,
  },
];
