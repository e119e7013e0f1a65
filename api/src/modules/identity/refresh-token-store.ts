import crypto from 'node:crypto';
import type { Db } from '../../db/database.js';
import { REFRESH_TOKEN_BYTES } from './constants.js';

/** What a presented refresh token turned out to be. */
export type RefreshTokenLookup = { state: 'valid'; userId: string } | { state: 'unknown' | 'revoked' | 'expired' };

interface RefreshTokenRow {
  user_id: string;
  expires_at: number;
  revoked_at: number | null;
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Opaque random refresh tokens; the database keeps only their SHA-256, so a leaked table grants nothing. */
export function createRefreshTokenStore(db: Db, options: { ttlMs: number }) {
  const insert = db.prepare('INSERT INTO identity_refresh_tokens (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)');
  const byHash = db.prepare<[string], RefreshTokenRow>(
    'SELECT user_id, expires_at, revoked_at FROM identity_refresh_tokens WHERE token_hash = ?',
  );
  const revokeOne = db.prepare('UPDATE identity_refresh_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL');
  const revokeAllOfUser = db.prepare('UPDATE identity_refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL');

  return {
    create(userId: string, now = Date.now()): string {
      const token = crypto.randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
      insert.run(hashToken(token), userId, now + options.ttlMs, now);
      return token;
    },
    lookup(token: string, now = Date.now()): RefreshTokenLookup {
      const row = byHash.get(hashToken(token));
      if (!row) return { state: 'unknown' };
      if (row.revoked_at !== null) return { state: 'revoked' };
      if (row.expires_at <= now) return { state: 'expired' };
      return { state: 'valid', userId: row.user_id };
    },
    /** Answers how many tokens were revoked (0 when it already was). */
    revoke(token: string, now = Date.now()): number {
      return revokeOne.run(now, hashToken(token)).changes;
    },
    revokeAllOf(userId: string, now = Date.now()): number {
      return revokeAllOfUser.run(now, userId).changes;
    },
  };
}

export type RefreshTokenStore = ReturnType<typeof createRefreshTokenStore>;
