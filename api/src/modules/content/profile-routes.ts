import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  UNREGISTER_REASON_MAX_LENGTH,
  type ProfileStrength,
  type ReferralRecord,
  type UnregisterRequest,
} from '@klob/shared/api-contract/content';
import { signedInUser } from '../../auth/guard.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { ApiContext } from '../module.js';
import { readProfileStrength, requestUnregister, saveReferral, userExists } from './profile-store.js';
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

/** Profile strength (spec 2 §7), referral save (spec 3 §7) and the account unregister request (S3-7-16). */
export function registerProfileRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { db, guards } = ctx;

  app.get<{ Querystring: Static<typeof ProfileStrengthQuery> }>(
    '/rest/open/profile/strength/data',
    { schema: { querystring: ProfileStrengthQuery } },
    async (request) => {
      const { userId } = request.query;
      if (!userExists(db, userId)) throw notFound(`User ${userId} not found`);
      return ok<ProfileStrength>(readProfileStrength(db, userId));
    },
  );

  app.post<{ Body: Static<typeof ReferralBody> }>(
    '/rest/page/profile/refuser/save',
    { schema: { body: ReferralBody }, preHandler: guards.requireUser },
    async (request) => {
      const { userId } = signedInUser(request);
      const body = request.body;
      if (body.referalUserId === userId) throw badRequest('body.referalUserId must not be the signed-in user');
      if (!userExists(db, body.referalUserId)) throw notFound(`User ${body.referalUserId} not found`);
      return ok<ReferralRecord>(saveReferral(db, userId, body, new Date()));
    },
  );

  app.post<{ Body: Static<typeof UnregisterBody> }>(
    '/rest/page/profile/form/account/unregister-user',
    { schema: { body: UnregisterBody }, preHandler: guards.requireUser },
    async (request) => ok<UnregisterRequest>(requestUnregister(db, signedInUser(request).userId, request.body.reason.trim(), new Date())),
  );
}
