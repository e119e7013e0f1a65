import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { IDENTITY_PATHS, LOGIN_ERROR_MESSAGES, type IdentityErrorCode, type LoginErrorMessage } from '@klob/shared/api-contract/identity';
import { ok } from '../../../http/envelope.js';
import { HttpError } from '../../../http/errors.js';
import { IdentityError } from '../identity-error.js';
import type { IdentityService } from '../identity-service.js';
import { EmailPasswordBody } from '../schemas.js';

/** spec 1 §8.2: the REST login names its failures by message codes the shell translates. */
const restLoginMessages: Partial<Record<IdentityErrorCode, LoginErrorMessage>> = {
  NotAuthorizedException: LOGIN_ERROR_MESSAGES.wrongEmailOrPassword,
  UserNotFoundException: LOGIN_ERROR_MESSAGES.userNotExist,
  UserNotConfirmedException: LOGIN_ERROR_MESSAGES.userNotConfirmed,
};

/** The two sign-in calls; `rateLimit` (the budgets, then the account's wait) counts both against the same budgets. */
export function registerSignInRoutes(app: FastifyInstance, service: IdentityService, rateLimit: preHandlerAsyncHookHandler[]): void {
  // S1-7-06
  app.post<{ Body: EmailPasswordBody }>(
    IDENTITY_PATHS.loginEmail,
    { schema: { body: EmailPasswordBody }, preHandler: rateLimit },
    async (request) => {
      try {
        return ok(await service.signIn(request.body, request.log));
      } catch (error) {
        if (error instanceof IdentityError) {
          const message = restLoginMessages[error.identityCode];
          throw message ? new HttpError(error.status, message, error.identityCode) : error;
        }
        request.log.error({ err: error }, 'email login failed unexpectedly');
        throw new HttpError(500, LOGIN_ERROR_MESSAGES.exception, 'InternalErrorException');
      }
    },
  );

  app.post<{ Body: EmailPasswordBody }>(
    IDENTITY_PATHS.signIn,
    { schema: { body: EmailPasswordBody }, preHandler: rateLimit },
    async (request) => ok(await service.signIn(request.body, request.log)),
  );
}
