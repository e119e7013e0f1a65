import type { UploadFileItem } from '@klob/shared/api-contract/forms';
import type { StoredUpload } from './upload-api';

/** A file in the widget's list: uploading while `stored` is null. */
export type UploadItem = {
  key: string;
  name: string;
  size: number;
  type: string;
  stored: StoredUpload | null;
  /** A file of the answer being edited (not uploaded in this visit). */
  fromAnswer: boolean;
};

/** A stored file of this visit: the delete call can take it off the server. */
export type UploadedItem = UploadItem & { stored: StoredUpload };

let lastKey = 0;
export const newUploadKey = () => `upload-${(lastKey += 1)}`;

export const itemOfStoredFile = (file: UploadFileItem): UploadItem => ({
  key: file.id,
  name: file.name,
  size: file.size,
  type: file.type,
  stored: { fileKey: file.fileName, url: file.backendUrl },
  fromAnswer: true,
});

/** spec 3 §3 (S3-3-10, S3-3-11): the file item of a stored file; an edited one keeps its stored url as id. */
export const fileItemOf = (item: UploadItem, stored: StoredUpload): UploadFileItem => ({
  name: item.name,
  size: item.size,
  type: item.type,
  uploadFileUrl: stored.url,
  backendUrl: stored.url,
  fileName: stored.fileKey,
  id: item.key,
});

/** Uploaded in this visit (not a file of the edited answer): only such a file is deleted from the server. */
export const isUploadedInThisVisit = (item: UploadItem): item is UploadedItem => item.stored !== null && !item.fromAnswer;
