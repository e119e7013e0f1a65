import crypto from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@klob/shared/api-contract/identity';
import type { Db } from '../../db/database.js';

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
export function createCodeStore(db: Db, options: { ttlMs: number; maxFailedAttempts: number; secret: string }) {
  const hashCode = codeHasher(options.secret);
  const retire = db.prepare('UPDATE identity_codes SET consumed_at = ? WHERE user_id = ? AND purpose = ? AND consumed_at IS NULL');
  const insert = db.prepare('INSERT INTO identity_codes (user_id, purpose, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)');
  const latest = db.prepare<[string, CodePurpose], CodeRow>(
    'SELECT id, code_hash, expires_at, failed_attempts, consumed_at FROM identity_codes WHERE user_id = ? AND purpose = ? ORDER BY id DESC LIMIT 1',
  );
  const countSince = db.prepare<[string, CodePurpose, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM identity_codes WHERE user_id = ? AND purpose = ? AND created_at >= ?',
  );
  const recordFailure = db.prepare('UPDATE identity_codes SET failed_attempts = failed_attempts + 1 WHERE id = ?');
  const consume = db.prepare('UPDATE identity_codes SET consumed_at = ? WHERE id = ?');

  return {
    /** Creates a new code for the account and answers it in clear (it goes to the mailbox only). */
    issue(userId: string, purpose: CodePurpose, now = Date.now()): string {
      const code = randomCode();
      db.transaction(() => {
        retire.run(now, userId, purpose);
        insert.run(userId, purpose, hashCode(userId, purpose, code), now + options.ttlMs, now);
      })();
      return code;
    },
    countIssuedSince(userId: string, purpose: CodePurpose, since: number): number {
      return countSince.get(userId, purpose, since)?.n ?? 0;
    },
    check(userId: string, purpose: CodePurpose, code: string, now = Date.now()): CodeCheck {
      const row = latest.get(userId, purpose);
      if (!row) return 'none';
      if (row.consumed_at !== null) return 'used';
      if (row.failed_attempts >= options.maxFailedAttempts) return 'attempts-exhausted';
      if (!sameHash(row.code_hash, hashCode(userId, purpose, code))) {
        recordFailure.run(row.id);
        return 'mismatch';
      }
      if (row.expires_at <= now) return 'expired';
      consume.run(now, row.id);
      return 'valid';
    },
  };
}

export type CodeStore = ReturnType<typeof createCodeStore>;
