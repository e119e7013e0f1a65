import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  UPLOADED_FILE,
  UPLOAD_DELETE_TOKEN_HEADER,
  UPLOAD_PATHS,
  type AttachmentSizeRule,
  type UploadAnswerExtras,
  type UploadResult,
} from '@klob/shared/api-contract/forms';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { ApiContext } from '../module.js';
import { deleteOwnedUpload } from './delete-upload.js';
import { isFileKey } from './file-key.js';
import { ACCEPTED_FILE_TYPES, INLINE_IMAGE_MIME_TYPES } from './file-types.js';
import {
  DeleteBodySchema,
  DeleteQuerySchema,
  FileParamsSchema,
  UploadBodySchema,
  type DeleteBody,
  type DeleteQuery,
  type FileParams,
  type UploadBody,
} from './schemas.js';
import type { UploadsRuntime } from './runtime.js';
import { admitUpload } from './upload-admission.js';

/** Keys never change content, so a served file may be cached for good. */
const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * A served file is never a page (issue 6, hole 6): no script, style, frame or plugin may
 * run from it, even if a browser took it for HTML, and it gets a unique origin.
 */
const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

const deleteTokenOf = (request: FastifyRequest<{ Body: DeleteBody }>): string | undefined => {
  const header = request.headers[UPLOAD_DELETE_TOKEN_HEADER];
  return request.body?.deleteToken ?? (typeof header === 'string' && header ? header : undefined);
};

export function registerUploadRoutes(app: FastifyInstance, ctx: ApiContext, { store, service, rules, quota }: UploadsRuntime): void {
  const { optionalUser } = ctx.guards;

  // spec 3 §7: body base64 + originalFilename; result is the stored file key (S3-7-13). Open to
  // visitors because the guestbook popup of a survey open to them (notLogin, spec 3 §6) uploads
  // its attachment answers here; limited per client and per hour (issue 6).
  app.post<{ Body: UploadBody }>(
    UPLOAD_PATHS.upload,
    { schema: { body: UploadBodySchema }, preHandler: optionalUser, bodyLimit: ctx.config.uploadBodyLimitBytes },
    async (request, reply) => {
      const caller = await admitUpload(quota, request, reply, request.body.base64);
      const stored = await service.accept(request.body, request.user?.userId ?? null);
      await quota.recordStored(caller, stored.sizeBytes);
      const extras: UploadAnswerExtras = stored.deleteToken ? { deleteToken: stored.deleteToken } : {};
      return { ...ok<UploadResult>(stored.fileKey), ...extras };
    },
  );

  // spec 3 §7: ?fileName=, or the custom-path form with body fileObjKeyName (S3-7-15).
  app.delete<{ Querystring: DeleteQuery; Body: DeleteBody }>(
    UPLOAD_PATHS.delete,
    { schema: { querystring: DeleteQuerySchema, body: DeleteBodySchema }, preHandler: optionalUser },
    async (request) => {
      const reference = request.query.fileName ?? request.body?.fileObjKeyName;
      if (!reference) throw badRequest('querystring.fileName is required (or body.fileObjKeyName)');
      await deleteOwnedUpload(store, reference, request.user?.userId ?? null, deleteTokenOf(request));
      return ok(null);
    },
  );

  // spec 3 §3: the attachment size master (S3-7-12).
  app.get(UPLOAD_PATHS.attachmentRules, async () => ok<AttachmentSizeRule[]>(await rules.list()));

  app.get<{ Params: FileParams }>(UPLOADED_FILE.pattern, { schema: { params: FileParamsSchema } }, async (request, reply) => {
    const { fileKey } = request.params;
    const stored = isFileKey(fileKey) ? await store.open(fileKey) : undefined;
    if (!stored) throw notFound(`No file ${fileKey}`);
    const { upload, bytes } = stored;
    // Only images are shown in place; everything else (pdf and video included) is a download.
    const inline = ACCEPTED_FILE_TYPES[upload.extension]?.fileType === 'image' && INLINE_IMAGE_MIME_TYPES.has(upload.mimeType);
    return reply
      .header('Content-Type', upload.mimeType)
      .header('Content-Length', upload.sizeBytes)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', FILE_CONTENT_SECURITY_POLICY)
      .header('Cache-Control', FILE_CACHE_CONTROL)
      .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${upload.fileKey}"`)
      .send(bytes);
  });
}
