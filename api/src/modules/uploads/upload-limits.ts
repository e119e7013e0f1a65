import { DEFAULT_UPLOAD_MAX_BYTES } from '@klob/shared/api-contract/forms';
import type { ApiConfig } from '../../config.js';
import type { AttachmentRules } from './attachment-rules.js';

const BYTES_PER_MB = 1024 * 1024;
const BYTES_PER_KB = 1024;
/** base64 spends 4 characters on 3 bytes. */
const BASE64_RATIO = 3 / 4;

export interface UploadLimit {
  maxBytes: number;
  maxDurationSeconds: number | null;
}

/**
 * The limit for a file extension: its attachment-master entry, else 2 MB (spec 3 §5),
 * and never more than what the configured request body limit can carry as base64.
 */
export async function uploadLimitFor(
  extension: string,
  rules: AttachmentRules,
  config: Pick<ApiConfig, 'uploadBodyLimitBytes'>,
): Promise<UploadLimit> {
  const rule = await rules.forExtension(extension);
  const configCap = Math.floor(config.uploadBodyLimitBytes * BASE64_RATIO);
  return {
    maxBytes: Math.min(rule?.maxBytes ?? DEFAULT_UPLOAD_MAX_BYTES, configCap),
    maxDurationSeconds: rule?.maxDurationSeconds ?? null,
  };
}

/** '2 MB', '1.5 MB', '300 KB': how a limit reads in a message. */
export function describeBytes(bytes: number): string {
  if (bytes >= BYTES_PER_MB) {
    const megabytes = bytes / BYTES_PER_MB;
    return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
  }
  return `${Math.floor(bytes / BYTES_PER_KB)} KB`;
}
