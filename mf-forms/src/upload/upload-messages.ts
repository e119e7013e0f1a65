import type { TFunction } from 'i18next';
import { HttpError } from '@klob/shared';
import { UPLOAD_ERROR_CODES } from '@klob/shared/api-contract/forms';
import { formatFileSize } from '@klob/shared/format';
import { errorMessage } from '../common/error-message';
import type { FileRejection } from './upload-limits';

const HTTP_PAYLOAD_TOO_LARGE = 413;

/** The 'Periksa File!' text of a rejection (spec 3 §8). */
export function rejectionText(t: TFunction, rejection: FileRejection): string {
  switch (rejection.reason) {
    case 'sizeExceeded':
      return t('upload.sizeExceeded', { max: formatFileSize(rejection.maxBytes, 0) });
    case 'durationExceeded':
      return t('upload.durationExceeded', { seconds: rejection.maxSeconds });
    case 'onlyMp4':
      return t('upload.onlyMp4');
    case 'formatMismatch':
      return t('upload.formatMismatch');
  }
}

/** The text of a failed upload call: the api's code picks our own text, a 413 says the file is too large. */
export function uploadFailureText(t: TFunction, error: unknown): string {
  if (error instanceof HttpError) {
    if (error.status === HTTP_PAYLOAD_TOO_LARGE) return t('upload.bodyTooLarge');
    if (error.code === UPLOAD_ERROR_CODES.onlyMp4) return t('upload.onlyMp4');
    if (error.code === UPLOAD_ERROR_CODES.formatMismatch || error.code === UPLOAD_ERROR_CODES.invalidBase64)
      return t('upload.formatMismatch');
    return error.message;
  }
  return errorMessage(error);
}
