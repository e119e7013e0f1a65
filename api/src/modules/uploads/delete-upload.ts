import { UPLOAD_MESSAGES } from '@klob/shared/api-contract/forms';
import { forbidden, notFound } from '../../http/errors.js';
import { fileKeyFrom } from './file-key.js';
import type { StoredUpload, UploadStore } from './upload-store.js';

/**
 * The stored upload a client names (key or url), if the caller may change it: a file
 * uploaded by a signed-in user belongs to that user; a visitor's file to whoever holds its key.
 */
export function ownedUpload(store: UploadStore, reference: string, callerUserId: string | null): StoredUpload {
  const fileKey = fileKeyFrom(reference);
  const upload = fileKey ? store.find(fileKey) : undefined;
  if (!upload) throw notFound(UPLOAD_MESSAGES.fileNotFound);
  if (upload.uploaderUserId !== null && upload.uploaderUserId !== callerUserId) throw forbidden(UPLOAD_MESSAGES.notYourFile);
  return upload;
}

export function deleteOwnedUpload(store: UploadStore, reference: string, callerUserId: string | null): void {
  store.delete(ownedUpload(store, reference, callerUserId).fileKey);
}
