import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { UPLOADED_FILES_PATH } from '@klob/shared/api-contract/forms';
import {
  PROFILE_PATHS,
  UNREGISTER_REASON_MAX_LENGTH,
  WORKING_STATUSES,
  type ProfileHeader,
  type ProfileStrength,
  type ReferralRecord,
  type UnregisterRequest,
} from '@klob/shared/api-contract/content';
import { signedInUser } from '../../auth/guard.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { ApiContext } from '../module.js';
import {
  isOwnImageUpload,
  isOwnUpload,
  readProfileHeader,
  readProfileStrength,
  requestUnregister,
  saveProfilePhoto,
  saveProfileVideo,
  saveReferral,
  saveWorkingStatus,
  userExists,
} from './profile-store.js';
import { idString } from './schema-parts.js';

export { UNREGISTER_REASON_MAX_LENGTH };

const ProfileStrengthQuery = Type.Object({ userId: idString() });
const ReferralBody = Type.Object(
  {
    referalUserId: idString(),
    type: Type.String({ minLength: 1, maxLength: 50 }),
    targetModul: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);
const UnregisterBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: UNREGISTER_REASON_MAX_LENGTH, pattern: '\\S' }) },
  { additionalProperties: false },
);

const ProfileHeaderParams = Type.Object({ userId: idString() });
const PhotoBody = Type.Object({ fileUrl: Type.String({ minLength: 1, maxLength: 300 }) }, { additionalProperties: false });
const WorkingStatusBody = Type.Object(
  { workingStatus: Type.Union(WORKING_STATUSES.map((status) => Type.Literal(status))) },
  { additionalProperties: false },
);
const FILE_URL_PREFIX = `${UPLOADED_FILES_PATH}/`;

/** Profile strength (spec 2 §7), referral save (spec 3 §7) and the account unregister request (S3-7-16). */
export function registerProfileRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { sql, guards } = ctx;

  app.get<{ Querystring: Static<typeof ProfileStrengthQuery> }>(
    PROFILE_PATHS.strength,
    { schema: { querystring: ProfileStrengthQuery } },
    async (request) => {
      const { userId } = request.query;
      if (!(await userExists(sql, userId))) throw notFound(`User ${userId} not found`);
      return ok<ProfileStrength>(await readProfileStrength(sql, userId));
    },
  );

  app.post<{ Body: Static<typeof ReferralBody> }>(
    PROFILE_PATHS.referralSave,
    { schema: { body: ReferralBody }, preHandler: guards.requireUser },
    async (request) => {
      const { userId } = signedInUser(request);
      const body = request.body;
      if (body.referalUserId === userId) throw badRequest('body.referalUserId must not be the signed-in user');
      if (!(await userExists(sql, body.referalUserId))) throw notFound(`User ${body.referalUserId} not found`);
      return ok<ReferralRecord>(await saveReferral(sql, userId, body, new Date()));
    },
  );

  app.post<{ Body: Static<typeof UnregisterBody> }>(
    PROFILE_PATHS.unregister,
    { schema: { body: UnregisterBody }, preHandler: guards.requireUser },
    async (request) =>
      ok<UnregisterRequest>(await requestUnregister(sql, signedInUser(request).userId, request.body.reason.trim(), new Date())),
  );

  // spec 3 §3 profile header: public (the route /profile/{id} is), the CV only for signed-in viewers.
  app.get<{ Params: Static<typeof ProfileHeaderParams> }>(
    PROFILE_PATHS.header.pattern,
    { schema: { params: ProfileHeaderParams }, preHandler: guards.optionalUser },
    async (request) => {
      const header = await readProfileHeader(sql, request.params.userId, request.user?.userId ?? null);
      if (!header) throw notFound(`User ${request.params.userId} not found`);
      return ok<ProfileHeader>(header);
    },
  );

  app.post<{ Body: Static<typeof PhotoBody> }>(
    PROFILE_PATHS.photo,
    { schema: { body: PhotoBody }, preHandler: guards.requireUser },
    async (request) => {
      const { userId } = signedInUser(request);
      const { fileUrl } = request.body;
      const fileKey = fileUrl.startsWith(FILE_URL_PREFIX) ? fileUrl.slice(FILE_URL_PREFIX.length) : '';
      if (!fileKey || !(await isOwnImageUpload(sql, fileKey, userId)))
        throw badRequest('body.fileUrl must be an image the signed-in user uploaded');
      await saveProfilePhoto(sql, userId, fileUrl, new Date());
      return ok(await readProfileHeader(sql, userId, userId));
    },
  );

  app.post<{ Body: Static<typeof PhotoBody> }>(
    PROFILE_PATHS.video,
    { schema: { body: PhotoBody }, preHandler: guards.requireUser },
    async (request) => {
      const { userId } = signedInUser(request);
      const { fileUrl } = request.body;
      const fileKey = fileUrl.startsWith(FILE_URL_PREFIX) ? fileUrl.slice(FILE_URL_PREFIX.length) : '';
      if (!fileKey || !(await isOwnUpload(sql, fileKey, userId, 'video/mp4')))
        throw badRequest('body.fileUrl must be an mp4 the signed-in user uploaded');
      await saveProfileVideo(sql, userId, fileUrl, new Date());
      return ok(await readProfileHeader(sql, userId, userId));
    },
  );

  app.post<{ Body: Static<typeof WorkingStatusBody> }>(
    PROFILE_PATHS.workingStatus,
    { schema: { body: WorkingStatusBody }, preHandler: guards.requireUser },
    async (request) => {
      const { userId } = signedInUser(request);
      await saveWorkingStatus(sql, userId, request.body.workingStatus, new Date());
      return ok(await readProfileHeader(sql, userId, userId));
    },
  );
}
