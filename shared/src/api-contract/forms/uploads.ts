/** Uploads (spec 3 §5, §7; DECISIONS #6). */

import { routePath } from '../route-path';

/** spec 3 §5 / §9: the limit when the attachment master has no entry for the extension. */
export const DEFAULT_UPLOAD_MAX_BYTES = 2097152;

/** Where a stored file is served back: `${UPLOADED_FILES_PATH}/${fileKey}`. */
export const UPLOADED_FILES_PATH = '/files';

/** GET: a stored file; clients build its URL with `UPLOADED_FILE(fileKey)` (or {@link fileUrlOf}). */
export const UPLOADED_FILE = routePath(`${UPLOADED_FILES_PATH}/:fileKey`);

export const fileUrlOf = (fileKey: string): string => UPLOADED_FILE(fileKey);

export const UPLOAD_FILE_TYPES = ['image', 'video', 'document'] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

/** Title of the rejected-upload warning (spec 3 §8). */
export const UPLOAD_WARNING_TITLE = 'Periksa File!';

/** Texts of a rejected upload (spec 3 §8 names their topics; the wording is ours). */
export const UPLOAD_MESSAGES = {
  sizeExceeded: 'Ukuran file melebihi batas maksimal',
  durationExceeded: 'Durasi video melebihi batas maksimal',
  formatMismatch: 'Format file tidak sesuai',
  onlyMp4: 'Hanya video mp4 yang diperbolehkan',
  invalidBase64: 'Isi file tidak valid',
  fileNotFound: 'Berkas tidak ditemukan',
  notYourFile: 'Berkas ini bukan milikmu',
  /** Issue 6: HTML or script after a real file signature (a polyglot). */
  unsafeContent: 'Isi file tidak diizinkan',
  /** Issue 6: a visitor's file is deleted only with the delete token its upload answered. */
  deleteTokenRequired: 'Berkas ini hanya dapat dihapus dengan token hapusnya',
  /** Issue 6: too many upload attempts in a minute (429). */
  tooManyAttempts: 'Terlalu banyak unggahan, coba lagi sebentar lagi',
  /** Issue 6: the hourly upload volume is used up (429). */
  hourlyBytesExceeded: 'Batas unggahan per jam tercapai, coba lagi nanti',
  /** A request body over the api's limit (413), refused before it is read. */
  bodyTooLarge: 'Ukuran file terlalu besar untuk dikirim',
} as const;

/** `code` of a rejected upload's 400 answer, so a client can pick its own text. */
export const UPLOAD_ERROR_CODES = {
  sizeExceeded: 'FILE_SIZE_EXCEEDED',
  durationExceeded: 'VIDEO_DURATION_EXCEEDED',
  formatMismatch: 'FILE_FORMAT_MISMATCH',
  onlyMp4: 'VIDEO_ONLY_MP4',
  invalidBase64: 'FILE_CONTENT_INVALID',
  unsafeContent: 'FILE_CONTENT_UNSAFE',
} as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[keyof typeof UPLOAD_ERROR_CODES];

/** POST /rest/open/s3/upload; result: the stored file key (a string). */
export interface UploadRequest {
  /** The file's bytes, base64; a `data:...;base64,` prefix is allowed. */
  base64: string;
  originalFilename: string;
}
export type UploadResult = string;

/**
 * Issue 6: a visitor's upload answer carries, beside `result`, the token that alone can
 * delete that file: `{ status, message, result: fileKey, deleteToken }`. A signed-in
 * user's answer has none (the user deletes their own files).
 */
export interface UploadAnswerExtras {
  deleteToken?: string;
}

/** Issue 6: the request header that carries a visitor file's delete token (or body `deleteToken`). */
export const UPLOAD_DELETE_TOKEN_HEADER = 'x-upload-delete-token';

/** DELETE rest/open/s3/delete?fileName= (or body fileObjKeyName); fileName may be the key or its /files url. */
export interface DeleteUploadQuery {
  fileName?: string;
}
export interface DeleteUploadBody {
  fileObjKeyName?: string;
  /** A visitor's file: the token its upload answered (or the UPLOAD_DELETE_TOKEN_HEADER header). */
  deleteToken?: string;
}
export type DeleteUploadResult = null;

/**
 * One entry of GET /rest/masterdata/size/attachement: the rule for the file extension
 * `id` (spec 3 §3). `extension` lists every extension sharing the rule.
 */
export interface AttachmentSizeRule {
  id: string;
  type: UploadFileType;
  extension: string[];
  /** Max bytes. */
  size: number;
  /** Max seconds, for videos; null otherwise. */
  lengthDuration: number | null;
}

/**
 * spec 3 §3 (S3-3-10): a file item of the upload widget: name, size, type, uploadFileUrl, backendUrl,
 * fileName and id. For a file stored earlier and shown again for editing, id is that file's url, the
 * attachmentImage url the answer holds (S3-3-11); for a file uploaded now, a key of the widget.
 */
export interface UploadFileItem {
  /** The name shown (the uploaded name, sanitised). */
  name: string;
  size: number;
  /** MIME type. */
  type: string;
  /** Where the browser opens and previews the file. */
  uploadFileUrl: string;
  /** The url the api stored it under (`/files/{fileKey}`): what an answer saves as its answerText. */
  backendUrl: string;
  /** The stored file's name, the file key (what the delete call's `fileName` names). */
  fileName: string;
  id: string;
}
