import { UPLOAD_ERROR_CODES, UPLOAD_MESSAGES, type UploadErrorCode, type UploadRequest } from '@klob/shared/api-contract/forms';
import type { ApiConfig } from '../../config.js';
import { HttpError } from '../../http/errors.js';
import type { AttachmentRules } from './attachment-rules.js';
import { decodeBase64 } from './base64.js';
import { newDeleteToken } from './delete-token.js';
import { newFileKey, parseFilename } from './file-key.js';
import { ACCEPTED_FILE_TYPES, QUICKTIME_BRAND, REFUSED_VIDEO_EXTENSIONS, isoMajorBrand } from './file-types.js';
import { carriesHtml } from './markup-in-file.js';
import { mp4DurationSeconds } from './mp4-duration.js';
import { describeBytes, uploadLimitFor } from './upload-limits.js';
import type { StoredUpload, UploadStore } from './upload-store.js';

const SECONDS_LABEL = 'detik';

/** A refused upload: 400 naming the field, with a code a client can map to its own text. */
const refused = (field: keyof UploadRequest, text: string, code: UploadErrorCode) => new HttpError(400, `${field}: ${text}`, code);

/** A stored file, with the delete token of a visitor's file (shown once, never stored in clear). */
export interface AcceptedUpload extends StoredUpload {
  deleteToken: string | null;
}

export interface UploadService {
  /** Validates (spec 3 §5; DECISIONS #6; issue 6) and stores a file; throws a 400 HttpError when refused. */
  accept(request: UploadRequest, uploaderUserId: string | null): Promise<AcceptedUpload>;
}

export function createUploadService(
  store: UploadStore,
  rules: AttachmentRules,
  config: Pick<ApiConfig, 'uploadBodyLimitBytes'>,
): UploadService {
  return {
    async accept({ base64, originalFilename }, uploaderUserId) {
      const name = parseFilename(originalFilename);
      if (REFUSED_VIDEO_EXTENSIONS.has(name.extension)) {
        throw refused('originalFilename', UPLOAD_MESSAGES.onlyMp4, UPLOAD_ERROR_CODES.onlyMp4);
      }
      const fileType = ACCEPTED_FILE_TYPES[name.extension];
      if (!fileType) throw refused('originalFilename', UPLOAD_MESSAGES.formatMismatch, UPLOAD_ERROR_CODES.formatMismatch);

      const bytes = decodeBase64(base64);
      if (!bytes) throw refused('base64', UPLOAD_MESSAGES.invalidBase64, UPLOAD_ERROR_CODES.invalidBase64);

      const limit = await uploadLimitFor(name.extension, rules, config);
      if (bytes.length > limit.maxBytes) {
        throw refused('base64', `${UPLOAD_MESSAGES.sizeExceeded} ${describeBytes(limit.maxBytes)}`, UPLOAD_ERROR_CODES.sizeExceeded);
      }
      if (fileType.fileType === 'video' && isoMajorBrand(bytes) === QUICKTIME_BRAND) {
        // A QuickTime movie renamed to .mp4 is still a mov (DECISIONS #6).
        throw refused('base64', UPLOAD_MESSAGES.onlyMp4, UPLOAD_ERROR_CODES.onlyMp4);
      }
      if (!fileType.matches(bytes)) throw refused('base64', UPLOAD_MESSAGES.formatMismatch, UPLOAD_ERROR_CODES.formatMismatch);
      if (carriesHtml(bytes)) throw refused('base64', UPLOAD_MESSAGES.unsafeContent, UPLOAD_ERROR_CODES.unsafeContent);

      if (fileType.fileType === 'video' && limit.maxDurationSeconds !== null) {
        const seconds = mp4DurationSeconds(bytes);
        if (seconds === null) throw refused('base64', UPLOAD_MESSAGES.formatMismatch, UPLOAD_ERROR_CODES.formatMismatch);
        if (seconds > limit.maxDurationSeconds) {
          throw refused(
            'base64',
            `${UPLOAD_MESSAGES.durationExceeded} ${limit.maxDurationSeconds} ${SECONDS_LABEL}`,
            UPLOAD_ERROR_CODES.durationExceeded,
          );
        }
      }

      // A visitor's file belongs to whoever holds its delete token; a user's file to the user.
      const deleteToken = uploaderUserId === null ? newDeleteToken() : null;
      const stored = await store.save({
        fileKey: newFileKey(name),
        originalFilename,
        extension: name.extension,
        mimeType: fileType.mimeType,
        uploaderUserId,
        deleteTokenHash: deleteToken?.hash ?? null,
        bytes,
      });
      return { ...stored, deleteToken: deleteToken?.token ?? null };
    },
  };
}
