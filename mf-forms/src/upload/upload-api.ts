import type { HttpClient } from '@klob/shared';
import type { Envelope } from '@klob/shared/api-contract/envelope';
import {
  UPLOAD_DELETE_TOKEN_HEADER,
  UPLOAD_PATHS,
  fileUrlOf,
  type AttachmentSizeRule,
  type UploadAnswerExtras,
  type UploadRequest,
  type UploadResult,
} from '@klob/shared/api-contract/forms';

export interface StoredUpload {
  fileKey: string;
  /** Where the api serves the file back. */
  url: string;
  /** A visitor's file can be deleted only with this token (a signed-in user's has none). */
  deleteToken?: string;
}

/** spec 3 §7: POST base64 + originalFilename, reporting the body's upload progress (0..1). */
export async function uploadFile(
  client: HttpClient,
  request: UploadRequest,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<StoredUpload> {
  // Large bodies take longer than the client's default time limit on a slow line; the user can remove the file to stop it.
  const body = await client.post<Envelope<UploadResult> & UploadAnswerExtras>(UPLOAD_PATHS.upload, request, {
    onUploadProgress: onProgress,
    signal,
    timeoutMs: 0,
  });
  if (typeof body?.result !== 'string' || !body.result) throw new Error('the upload call answered no file key');
  return { fileKey: body.result, url: fileUrlOf(body.result), ...(body.deleteToken ? { deleteToken: body.deleteToken } : {}) };
}

/** spec 3 §7: DELETE ?fileName=, with the visitor's delete token when there is one. */
export async function deleteUpload(client: HttpClient, upload: StoredUpload): Promise<void> {
  await client.delete(UPLOAD_PATHS.delete, {
    params: { fileName: upload.fileKey },
    headers: upload.deleteToken ? { [UPLOAD_DELETE_TOKEN_HEADER]: upload.deleteToken } : undefined,
  });
}

const isRule = (value: unknown): value is AttachmentSizeRule => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, size, extension } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof size === 'number' && Array.isArray(extension);
};

/** spec 3 §7: the attachment size master (a list); entries that are not rules are left out. */
export async function fetchAttachmentRules(client: HttpClient, signal?: AbortSignal): Promise<AttachmentSizeRule[]> {
  const body = await client.get<Partial<Envelope<unknown>> | undefined>(UPLOAD_PATHS.attachmentRules, { signal });
  if (!Array.isArray(body?.result)) throw new Error('the attachment master answered no list');
  return body.result.filter(isRule);
}
