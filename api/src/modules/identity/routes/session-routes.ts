import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { IDENTITY_PATHS, LOOKUP_NOT_REGISTERED_MESSAGE, type FindByEmailLoginResponse } from '@klob/shared/api-contract/identity';
import { ok } from '../../../http/envelope.js';
import { forbidden, notFound } from '../../../http/errors.js';
import type { ApiContext } from '../../module.js';
import type { IdentityService } from '../identity-service.js';
import { createUserProfiles } from '../user-profile.js';
import { FindByEmailLoginQuery, LoginOnSuccessBody, RefreshTokenBody, SignOutBody } from '../schemas.js';

/** The lookup before login, the on-success call after it, the token refresh (rotating) and the sign-out. */
export function registerSessionRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  service: IdentityService,
  rateLimits: { lookup: preHandlerAsyncHookHandler; refresh: preHandlerAsyncHookHandler },
): void {
  const profiles = createUserProfiles(ctx.sql);

  // S1-7-04. An unknown email is an answer, not a failure: 200 with validation false (spec 1 §5, §8.2).
  app.get<{ Querystring: FindByEmailLoginQuery }>(
    IDENTITY_PATHS.findByEmailLogin,
    { schema: { querystring: FindByEmailLoginQuery }, preHandler: rateLimits.lookup },
    async (request): Promise<FindByEmailLoginResponse> => {
      const user = await service.users.findByEmail(request.query.emailLogin);
      return user
        ? { validation: true, status: 200, message: 'success', result: user.userId }
        : { validation: false, status: 200, message: LOOKUP_NOT_REGISTERED_MESSAGE, result: null };
    },
  );

  // S1-7-05. The token must belong to the user the body names.
  app.post<{ Body: LoginOnSuccessBody }>(
    IDENTITY_PATHS.loginOnSuccess,
    { onRequest: ctx.guards.requireUser, schema: { body: LoginOnSuccessBody } },
    async (request) => {
      if (request.body.userId !== request.user?.userId) throw forbidden('body.userId is not the signed-in user');
      const user = await service.users.findById(request.body.userId);
      if (!user) throw notFound(`No user ${request.body.userId}`);
      return ok(await profiles.loginResult(user));
    },
  );

  app.post<{ Body: RefreshTokenBody }>(
    IDENTITY_PATHS.refreshToken,
    { schema: { body: RefreshTokenBody }, preHandler: rateLimits.refresh },
    async (request) => ok(await service.refresh(request.body.refreshToken)),
  );

  app.post<{ Body: SignOutBody }>(IDENTITY_PATHS.signOut, { schema: { body: SignOutBody } }, async (request) =>
    ok(await service.signOut(request.body)),
  );
}
