import { randomBytes } from 'node:crypto';
import { UPLOADED_FILES_PATH } from '@klob/shared/api-contract/forms';

/** Bytes of randomness in front of every stored file name. */
const RANDOM_ID_BYTES = 12;
/** How much of the sanitised original name a key keeps. */
export const KEY_NAME_MAX_LENGTH = 64;
const FALLBACK_NAME = 'file';

/** `{24 hex}-{alphanumerics}.{extension}`: nothing else is ever read from or written to the upload folder. */
export const FILE_KEY_PATTERN = /^[0-9a-f]{24}-[A-Za-z0-9]{1,64}\.[a-z0-9]{1,8}$/;
const EXTENSION_PATTERN = /^[a-z0-9]{1,8}$/;

export interface FilenameParts {
  /** The original name without folders and extension, reduced to alphanumerics (spec 3 §5). */
  baseName: string;
  /** Lower-case, or '' when the name has none (or an odd one). */
  extension: string;
}

/** Splits a client-given file name; folders ('../', 'C:\\') are dropped, odd characters removed. */
export function parseFilename(originalFilename: string): FilenameParts {
  const lastSegment = originalFilename.split(/[/\\]/).pop() ?? '';
  const dot = lastSegment.lastIndexOf('.');
  const rawBase = dot > 0 ? lastSegment.slice(0, dot) : dot === 0 ? '' : lastSegment;
  const rawExtension = dot >= 0 ? lastSegment.slice(dot + 1).toLowerCase() : '';
  const baseName = rawBase.replace(/[^A-Za-z0-9]/g, '').slice(0, KEY_NAME_MAX_LENGTH) || FALLBACK_NAME;
  return { baseName, extension: EXTENSION_PATTERN.test(rawExtension) ? rawExtension : '' };
}

/** A new, unguessable key for a stored file. */
export function newFileKey({ baseName, extension }: FilenameParts): string {
  return `${randomBytes(RANDOM_ID_BYTES).toString('hex')}-${baseName}.${extension}`;
}

export const isFileKey = (candidate: string): boolean => FILE_KEY_PATTERN.test(candidate);

/**
 * The key a client names a file by: the key itself, its `/files/{key}` path, or a full
 * url ending in it. Anything else (a traversal attempt, a foreign path) gives null.
 */
export function fileKeyFrom(reference: string): string | null {
  let candidate = reference.trim();
  try {
    if (/^https?:\/\//i.test(candidate)) candidate = new URL(candidate).pathname;
  } catch {
    return null;
  }
  const prefix = `${UPLOADED_FILES_PATH}/`;
  if (candidate.startsWith(prefix)) candidate = candidate.slice(prefix.length);
  return isFileKey(candidate) ? candidate : null;
}
