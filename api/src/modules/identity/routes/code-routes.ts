import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { ok } from '../../../http/envelope.js';
import type { IdentityService } from '../identity-service.js';
import { ConfirmForgotPasswordBody, ConfirmSignUpBody, EmailBody, NewUserBody } from '../schemas.js';

/** Registration and everything that sends or takes a verification code; `rateLimit` counts them against the same budgets. */
export function registerCodeRoutes(app: FastifyInstance, service: IdentityService, rateLimit: preHandlerAsyncHookHandler): void {
  // S1-7-07. Public although under /rest/post: the caller is a guest who is registering.
  app.post<{ Body: NewUserBody }>(
    IDENTITY_PATHS.registerNewUser,
    { schema: { body: NewUserBody }, preHandler: rateLimit },
    async (request) => ok(await service.signUp(request.body, request.log)),
  );

  app.post<{ Body: NewUserBody }>(IDENTITY_PATHS.signUp, { schema: { body: NewUserBody }, preHandler: rateLimit }, async (request) =>
    ok(await service.signUp(request.body, request.log)),
  );

  app.post<{ Body: ConfirmSignUpBody }>(
    IDENTITY_PATHS.confirmSignUp,
    { schema: { body: ConfirmSignUpBody }, preHandler: rateLimit },
    async (request) => ok(await service.confirmSignUp(request.body)),
  );

  app.post<{ Body: EmailBody }>(
    IDENTITY_PATHS.resendConfirmationCode,
    { schema: { body: EmailBody }, preHandler: rateLimit },
    async (request) => ok(await service.resendConfirmationCode(request.body.email, request.log)),
  );

  app.post<{ Body: EmailBody }>(IDENTITY_PATHS.forgotPassword, { schema: { body: EmailBody }, preHandler: rateLimit }, async (request) =>
    ok(await service.forgotPassword(request.body.email, request.log)),
  );

  app.post<{ Body: ConfirmForgotPasswordBody }>(
    IDENTITY_PATHS.confirmForgotPassword,
    { schema: { body: ConfirmForgotPasswordBody }, preHandler: rateLimit },
    async (request) => ok(await service.confirmForgotPassword(request.body)),
  );
}
