import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import { UPLOAD_MESSAGES } from '@klob/shared/api-contract/forms';
import { HttpError } from '../../http/errors.js';
import type { UploadCaller, UploadQuota } from './upload-quota.js';

const TOO_MANY_REQUESTS = 429;
/** base64 spends 4 characters on 3 bytes: the most bytes a text of this length decodes to. */
const maxDecodedBytes = (base64: string) => Math.floor((base64.length * 3) / 4);

/**
 * Lets an upload request go on, or answers 429 with `Retry-After` and code RateLimited
 * (issue 6, hole 6). A signed-in caller counts as its user, a visitor as its client address
 * (`request.ip`: the real client once the api trusts the shell's proxy). Resolves the caller,
 * to record the stored bytes against.
 */
export async function admitUpload(quota: UploadQuota, request: FastifyRequest, reply: FastifyReply, base64: string): Promise<UploadCaller> {
  const caller: UploadCaller = request.user ? { userId: request.user.userId } : { clientAddress: request.ip };
  const refusal = await quota.admit(caller, maxDecodedBytes(base64));
  if (refusal) {
    reply.header('Retry-After', String(refusal.retryAfterSeconds));
    throw new HttpError(TOO_MANY_REQUESTS, UPLOAD_MESSAGES[refusal.reason], ACCESS_ERROR_CODES.rateLimited);
  }
  return caller;
}
