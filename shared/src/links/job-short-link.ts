/**
 * spec 1 §2.4: /{hash} goes to a job page. The spec does not show the hash, so ours is the job's
 * code written in base 62 (its ASCII bytes as one number): every job has one without a stored
 * table, it is stable across reseeds, and the api turns it back into the code to find the job.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BASE = BigInt(ALPHABET.length);
const BYTE = BigInt(256);
/** A job code is ASCII, begins with a letter or digit and has at most 40 characters (the api's id schema). */
const JOB_CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;

/** What a short job hash looks like: only base-62 digits, long enough for the shortest code. Anything else is not one. */
export const JOB_SHORT_HASH_PATTERN = /^[0-9A-Za-z]{2,60}$/;

/** The short hash of a job code ('KLV-0001' -> 'X9ReyFZVSBx'-like, 11 characters for our codes). */
export function jobShortHash(klobVacancyCode: string): string {
  let value = BigInt(0);
  for (const char of klobVacancyCode) value = value * BYTE + BigInt(char.charCodeAt(0) & 0xff);
  let hash = '';
  while (value > BigInt(0)) {
    hash = ALPHABET[Number(value % BASE)] + hash;
    value /= BASE;
  }
  return hash || ALPHABET[0]!;
}

/** The job code a short hash stands for, or null when it is not the hash of a possible job code. */
export function jobCodeOfShortHash(hash: string): string | null {
  if (!JOB_SHORT_HASH_PATTERN.test(hash)) return null;
  let value = BigInt(0);
  for (const char of hash) value = value * BASE + BigInt(ALPHABET.indexOf(char));
  let code = '';
  while (value > BigInt(0)) {
    code = String.fromCharCode(Number(value % BYTE)) + code;
    value /= BYTE;
  }
  return JOB_CODE.test(code) ? code : null;
}

/** The short link of a job: /{hash}. */
export const jobShortPath = (klobVacancyCode: string) => `/${jobShortHash(klobVacancyCode)}`;
