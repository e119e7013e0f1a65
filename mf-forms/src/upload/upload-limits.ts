import { DEFAULT_UPLOAD_MAX_BYTES, type AttachmentSizeRule } from '@klob/shared/api-contract/forms';
import { fileExtension } from '@klob/shared/constants';
import { PREVIEW_IMAGE_TYPES, UPLOADABLE_VIDEO_TYPES } from './upload-constants';

/** The extensions the api stores (api/src/modules/uploads/file-types.ts). */
export const UPLOADABLE_EXTENSIONS = [
  ...PREVIEW_IMAGE_TYPES,
  ...UPLOADABLE_VIDEO_TYPES,
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
] as const;

const VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'mkv', 'webm', 'wmv', 'm4v', '3gp'];

export interface UploadLimit {
  maxBytes: number;
  /** Seconds, for videos with a master entry; null: no length limit. */
  maxSeconds: number | null;
}

export type FileRejection =
  | { reason: 'sizeExceeded'; maxBytes: number }
  | { reason: 'durationExceeded'; maxSeconds: number }
  | { reason: 'formatMismatch' }
  | { reason: 'onlyMp4' };

/** spec 3 §5: the master entry for the extension, else 2097152 bytes and no length limit. */
export function uploadLimitFor(extension: string, rules: readonly AttachmentSizeRule[]): UploadLimit {
  const rule = rules.find((candidate) => candidate.id === extension || candidate.extension.includes(extension));
  return rule ? { maxBytes: rule.size, maxSeconds: rule.lengthDuration ?? null } : { maxBytes: DEFAULT_UPLOAD_MAX_BYTES, maxSeconds: null };
}

export const isVideoExtension = (extension: string) => VIDEO_EXTENSIONS.includes(extension);

/** The extensions an `accept` attribute allows ('image/*', '.pdf,.docx'); null when it allows everything. */
export function acceptedExtensions(accept: string | undefined): string[] | null {
  const parts = (accept ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  if (parts.length === 0) return null;
  return parts.flatMap((part) => {
    if (part === 'image/*') return [...PREVIEW_IMAGE_TYPES];
    if (part === 'video/*') return [...UPLOADABLE_VIDEO_TYPES, 'mov'];
    if (part.startsWith('.')) return [part.slice(1)];
    return [];
  });
}

/**
 * spec 3 §5 (before any byte is sent): a mov or other non-mp4 video is refused as only-mp4, an
 * extension the api or the host's `accept` does not take as a format mismatch, then the size.
 */
export function checkBeforeUpload(
  file: { name: string; size: number },
  rules: readonly AttachmentSizeRule[],
  accept?: string,
): FileRejection | null {
  const extension = fileExtension(file.name);
  if (isVideoExtension(extension) && !(UPLOADABLE_VIDEO_TYPES as readonly string[]).includes(extension)) return { reason: 'onlyMp4' };
  const allowed = acceptedExtensions(accept);
  if (!(UPLOADABLE_EXTENSIONS as readonly string[]).includes(extension) || (allowed && !allowed.includes(extension))) {
    return { reason: 'formatMismatch' };
  }
  const { maxBytes } = uploadLimitFor(extension, rules);
  return file.size > maxBytes ? { reason: 'sizeExceeded', maxBytes } : null;
}

/** spec 3 §5: a video must not be longer than its master entry's lengthDuration. */
export function checkDuration(extension: string, durationSeconds: number, rules: readonly AttachmentSizeRule[]): FileRejection | null {
  const { maxSeconds } = uploadLimitFor(extension, rules);
  return maxSeconds !== null && durationSeconds > maxSeconds ? { reason: 'durationExceeded', maxSeconds } : null;
}

/** spec 3 §5: file names are sanitised to alphanumerics (the extension is kept, lower-case). */
export function sanitizeFileName(name: string): string {
  const extension = fileExtension(name);
  const stem = extension ? name.slice(0, name.length - extension.length - 1) : name;
  const clean = stem.replace(/[^A-Za-z0-9]/g, '') || 'file';
  return extension ? `${clean}.${extension}` : clean;
}
