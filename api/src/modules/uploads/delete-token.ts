import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits: a visitor's delete token cannot be guessed, only held. */
const DELETE_TOKEN_BYTES = 32;

const sha256 = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

export interface DeleteToken {
  /** Handed to the visitor once, in the upload answer. */
  token: string;
  /** What the uploads table keeps (SHA-256, hex). */
  hash: string;
}

/** A new delete token for a visitor's upload (issue 6, hole 6). */
export function newDeleteToken(): DeleteToken {
  const token = randomBytes(DELETE_TOKEN_BYTES).toString('base64url');
  return { token, hash: sha256(token).toString('hex') };
}

/** Whether `token` is the one whose hash was stored; compared in constant time. */
export function matchesDeleteToken(token: string | undefined, storedHash: string | null): boolean {
  if (!token || !storedHash) return false;
  const stored = Buffer.from(storedHash, 'hex');
  const given = sha256(token);
  return stored.length === given.length && timingSafeEqual(stored, given);
}
