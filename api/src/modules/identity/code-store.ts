import crypto from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@klob/shared/api-contract/identity';
import type { Sql } from '../../db/sql.js';

export type CodePurpose = 'sign-up' | 'forgot-password';

/** What checking a submitted code found. Only 'valid' consumes the code. */
export type CodeCheck = 'valid' | 'none' | 'mismatch' | 'expired' | 'used' | 'attempts-exhausted';

interface CodeRow {
  id: number;
  code_hash: string;
  expires_at: number;
  failed_attempts: number;
  consumed_at: number | null;
}

/**
 * A 6-digit code has a million values: an unsalted hash of it is reversed by trying them all. Keyed with the
 * server secret (HMAC-SHA-256) and bound to its account and purpose, a stolen table tells nothing (issue 22).
 */
const codeHasher = (secret: string) => {
  const key = crypto.createHmac('sha256', secret).update('klob verification codes').digest();
  return (userId: string, purpose: CodePurpose, code: string) =>
    crypto.createHmac('sha256', key).update(`${userId}\n${purpose}\n${code}`).digest('hex');
};

const sameHash = (a: string, b: string) => crypto.timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

const randomCode = () =>
  crypto
    .randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)
    .toString()
    .padStart(VERIFICATION_CODE_LENGTH, '0');

/**
 * Single-use verification codes, stored as keyed hashes (`secret`: the server's JWT_SECRET). Issuing a code retires the
 * earlier ones of the same account and purpose; only the latest can succeed.
 */
export function createCodeStore(sql: Sql, options: { ttlMs: number; maxFailedAttempts: number; secret: string }) {
  const hashCode = codeHasher(options.secret);

  return {
    /** Creates a new code for the account and answers it in clear (it goes to the mailbox only). */
    async issue(userId: string, purpose: CodePurpose, now = Date.now()): Promise<string> {
      const code = randomCode();
      await sql.transaction(async (tx) => {
        await tx.run('UPDATE identity_codes SET consumed_at = ? WHERE user_id = ? AND purpose = ? AND consumed_at IS NULL', [
          now,
          userId,
          purpose,
        ]);
        await tx.run('INSERT INTO identity_codes (user_id, purpose, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)', [
          userId,
          purpose,
          hashCode(userId, purpose, code),
          now + options.ttlMs,
          now,
        ]);
      });
      return code;
    },
    async countIssuedSince(userId: string, purpose: CodePurpose, since: number): Promise<number> {
      const row = await sql.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM identity_codes WHERE user_id = ? AND purpose = ? AND created_at >= ?',
        [userId, purpose, since],
      );
      return row?.n ?? 0;
    },
    async check(userId: string, purpose: CodePurpose, code: string, now = Date.now()): Promise<CodeCheck> {
      const row = await sql.get<CodeRow>(
        'SELECT id, code_hash, expires_at, failed_attempts, consumed_at FROM identity_codes WHERE user_id = ? AND purpose = ? ORDER BY id DESC LIMIT 1',
        [userId, purpose],
      );
      if (!row) return 'none';
      if (row.consumed_at !== null) return 'used';
      if (row.failed_attempts >= options.maxFailedAttempts) return 'attempts-exhausted';
      if (!sameHash(row.code_hash, hashCode(userId, purpose, code))) {
        await sql.run('UPDATE identity_codes SET failed_attempts = failed_attempts + 1 WHERE id = ?', [row.id]);
        return 'mismatch';
      }
      if (row.expires_at <= now) return 'expired';
      // Consumed once: of two checks at once (two api instances), one finds it used.
      const consumed = await sql.run('UPDATE identity_codes SET consumed_at = ? WHERE id = ? AND consumed_at IS NULL', [now, row.id]);
      return consumed.changes === 1 ? 'valid' : 'used';
    },
  };
}

export type CodeStore = ReturnType<typeof createCodeStore>;
