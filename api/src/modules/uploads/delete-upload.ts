import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import { UPLOAD_MESSAGES } from '@klob/shared/api-contract/forms';
import { HttpError, notFound } from '../../http/errors.js';
import { matchesDeleteToken } from './delete-token.js';
import { fileKeyFrom } from './file-key.js';
import type { StoredUpload, UploadStore } from './upload-store.js';

/** 403 with the code a client rejects at once: no token refresh can change who owns a file. */
const accessDenied = (message: string) => new HttpError(403, message, ACCESS_ERROR_CODES.accessDenied);

/**
 * The stored upload a client names (key or url), if the caller may change it (issue 6): a
 * file uploaded by a signed-in user belongs to that user; a visitor's file to whoever holds
 * the delete token its upload answered. The file key alone (it is in every link) is not enough.
 */
export async function ownedUpload(
  store: UploadStore,
  reference: string,
  callerUserId: string | null,
  deleteToken?: string,
): Promise<StoredUpload> {
  const fileKey = fileKeyFrom(reference);
  const upload = fileKey ? await store.find(fileKey) : undefined;
  if (!upload) throw notFound(UPLOAD_MESSAGES.fileNotFound);
  if (upload.uploaderUserId !== null) {
    if (upload.uploaderUserId !== callerUserId) throw accessDenied(UPLOAD_MESSAGES.notYourFile);
  } else if (!matchesDeleteToken(deleteToken, upload.deleteTokenHash)) {
    throw accessDenied(UPLOAD_MESSAGES.deleteTokenRequired);
  }
  return upload;
}

export async function deleteOwnedUpload(
  store: UploadStore,
  reference: string,
  callerUserId: string | null,
  deleteToken?: string,
): Promise<void> {
  await store.delete((await ownedUpload(store, reference, callerUserId, deleteToken)).fileKey);
}
