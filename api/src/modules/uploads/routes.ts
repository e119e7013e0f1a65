import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AttachmentSizeRule, UploadResult } from '@klob/shared/api-contract/forms';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { ApiContext } from '../module.js';
import { deleteOwnedUpload } from './delete-upload.js';
import { isFileKey } from './file-key.js';
import { INLINE_FILE_TYPES, INLINE_MIME_TYPES, ACCEPTED_FILE_TYPES } from './file-types.js';
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

/** Keys never change content, so a served file may be cached for good. */
const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function registerUploadRoutes(app: FastifyInstance, ctx: ApiContext, { store, service, rules }: UploadsRuntime): void {
  const { optionalUser } = ctx.guards;

  // spec 3 §7: body base64 + originalFilename; result is the stored file key (S3-7-13).
  app.post<{ Body: UploadBody }>(
    '/rest/open/s3/upload',
    { schema: { body: UploadBodySchema }, preHandler: optionalUser },
    async (request) => ok<UploadResult>(service.accept(request.body, request.user?.userId ?? null).fileKey),
  );

  // spec 3 §7: ?fileName=, or the custom-path form with body fileObjKeyName (S3-7-15).
  app.delete<{ Querystring: DeleteQuery; Body: DeleteBody }>(
    '/rest/open/s3/delete',
    { schema: { querystring: DeleteQuerySchema, body: DeleteBodySchema }, preHandler: optionalUser },
    async (request) => {
      const reference = request.query.fileName ?? request.body?.fileObjKeyName;
      if (!reference) throw badRequest('querystring.fileName is required (or body.fileObjKeyName)');
      deleteOwnedUpload(store, reference, request.user?.userId ?? null);
      return ok(null);
    },
  );

  // spec 3 §3: the attachment size master (S3-7-12).
  app.get('/rest/masterdata/size/attachement', async () => ok<AttachmentSizeRule[]>(rules.list()));

  app.get<{ Params: FileParams }>('/files/:fileKey', { schema: { params: FileParamsSchema } }, async (request, reply) => {
    const { fileKey } = request.params;
    const upload = isFileKey(fileKey) ? store.find(fileKey) : undefined;
    const filePath = upload && store.pathOf(upload.fileKey);
    if (!upload || !filePath || !fs.existsSync(filePath)) throw notFound(`No file ${fileKey}`);
    const fileType = ACCEPTED_FILE_TYPES[upload.extension]?.fileType;
    const inline = (fileType && INLINE_FILE_TYPES.has(fileType)) || INLINE_MIME_TYPES.has(upload.mimeType);
    return reply
      .header('Content-Type', upload.mimeType)
      .header('Content-Length', upload.sizeBytes)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', FILE_CACHE_CONTROL)
      .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${upload.fileKey}"`)
      .send(fs.createReadStream(filePath));
  });
}
