import crypto from 'node:crypto';
import type { Sql } from '../../db/sql.js';
import type { SharedState } from '../../shared-state/shared-state.js';
import { REFRESH_TOKEN_BYTES } from './constants.js';

/**
 * What a presented refresh token turned out to be. `spent`: it was exchanged
 * already, so whoever presents it again holds a copy (issue 6, reuse detection).
 */
export type RefreshTokenLookup =
  | { state: 'valid'; userId: string; sessionId: string; expiresAt: number }
  | { state: 'spent'; userId: string; sessionId: string | null; rotatedAt: number; expiresAt: number }
  | { state: 'revoked' | 'expired'; userId: string; sessionId: string | null }
  | { state: 'unknown' };

interface RefreshTokenRow {
  user_id: string;
  session_id: string | null;
  expires_at: number;
  revoked_at: number | null;
  rotated_at: number | null;
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Opaque random refresh tokens, one live token per session; the database keeps only their SHA-256, so a leaked table grants nothing.
 * For `reuseGraceMs` after a rotation the spent token's successor is kept in the state every instance shares (issue 27),
 * so presenting the spent token again, to any instance, answers that same successor (issue 22: a replay within the grace
 * never forks the session into a second chain).
 */
export function createRefreshTokenStore(sql: Sql, state: SharedState, options: { ttlMs: number; reuseGraceMs: number }) {
  /** Where the successor of a token spent within the grace is kept, by the spent token's hash. */
  const successorKey = (spentToken: string) => `refresh-successor|${hashToken(spentToken)}`;

  async function create(db: Sql, userId: string, sessionId: string, expiresAt: number, now: number): Promise<string> {
    const token = crypto.randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
    await db.run('INSERT INTO identity_refresh_tokens (token_hash, user_id, session_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?)', [
      hashToken(token),
      userId,
      sessionId,
      expiresAt,
      now,
    ]);
    return token;
  }

  return {
    /** The first refresh token of a new session; the session lasts `ttlMs` from now. */
    create(userId: string, sessionId: string, now = Date.now()): Promise<string> {
      return create(sql, userId, sessionId, now + options.ttlMs, now);
    },
    async lookup(token: string, now = Date.now()): Promise<RefreshTokenLookup> {
      const row = await sql.get<RefreshTokenRow>(
        'SELECT user_id, session_id, expires_at, revoked_at, rotated_at FROM identity_refresh_tokens WHERE token_hash = ?',
        [hashToken(token)],
      );
      if (!row) return { state: 'unknown' };
      const owner = { userId: row.user_id, sessionId: row.session_id };
      if (row.rotated_at !== null) return { state: 'spent', ...owner, rotatedAt: row.rotated_at, expiresAt: row.expires_at };
      if (row.revoked_at !== null || row.session_id === null) return { state: 'revoked', ...owner };
      if (row.expires_at <= now) return { state: 'expired', ...owner };
      return { state: 'valid', userId: row.user_id, sessionId: row.session_id, expiresAt: row.expires_at };
    },
    /**
     * Spends a valid token and answers its successor (same session, same end), or
     * null when the token was spent or revoked meanwhile.
     */
    async rotate(token: string, found: Extract<RefreshTokenLookup, { state: 'valid' }>, now = Date.now()): Promise<string | null> {
      const spentKey = successorKey(token);
      try {
        return await sql.transaction(async (tx) => {
          const spent = await tx.run(
            'UPDATE identity_refresh_tokens SET rotated_at = ?, revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL AND rotated_at IS NULL',
            [now, now, hashToken(token)],
          );
          if (spent.changes === 0) return null;
          const successor = await create(tx, found.userId, found.sessionId, found.expiresAt, now);
          // Kept before the commit: a refresh with the same token waiting on this one, on any instance, finds it at once.
          if (options.reuseGraceMs > 0) {
            await state.set(spentKey, JSON.stringify({ successor, until: now + options.reuseGraceMs }), options.reuseGraceMs);
          }
          return successor;
        });
      } catch (error) {
        await state.delete(spentKey).catch(() => undefined);
        throw error;
      }
    },
    /**
     * The successor a token spent within the grace was exchanged for (two tabs refreshing at once get the same one),
     * or null when the grace is over or the state was lost meanwhile (in memory: the process restarted since).
     */
    async successorOf(spentToken: string, now = Date.now()): Promise<string | null> {
      const kept = await state.get(successorKey(spentToken));
      const { successor, until } =
        kept === null ? { successor: null, until: 0 } : (JSON.parse(kept) as { successor: string; until: number });
      return until >= now ? successor : null;
    },
    /** Answers how many live tokens of the session were revoked. */
    async revokeSession(sessionId: string, now = Date.now()): Promise<number> {
      return (
        await sql.run('UPDATE identity_refresh_tokens SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL', [now, sessionId])
      ).changes;
    },
    async revokeAllOf(userId: string, now = Date.now()): Promise<number> {
      return (await sql.run('UPDATE identity_refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL', [now, userId]))
        .changes;
    },
  };
}

export type RefreshTokenStore = ReturnType<typeof createRefreshTokenStore>;
