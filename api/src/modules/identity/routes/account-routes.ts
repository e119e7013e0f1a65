import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { PROFILE_PATHS } from '@klob/shared/api-contract/content';
import { signedInUser } from '../../../auth/guard.js';
import { ok } from '../../../http/envelope.js';
import type { ApiContext } from '../../module.js';
import type { IdentityService } from '../identity-service.js';
import { ChangePasswordBody } from '../schemas.js';

/** The account setting's password change (issue 14): only the signed-in owner, counted against a per-client budget. */
export function registerAccountRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  service: IdentityService,
  rateLimit: preHandlerAsyncHookHandler,
) {
  app.post<{ Body: ChangePasswordBody }>(
    PROFILE_PATHS.changePassword,
    { schema: { body: ChangePasswordBody }, preHandler: [ctx.guards.requireUser, rateLimit] },
    async (request) => ok(await service.changePassword(signedInUser(request).userId, request.body)),
  );
}
