import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import {
  devOAuthAuthorizePath,
  IDENTITY_PATHS,
  OAUTH_ERROR_CODES,
  OAUTH_PROVIDERS,
  type OAuthProvider,
} from '@klob/shared/api-contract/identity';
import { ok } from '../../../http/envelope.js';
import { badRequest, forbidden, HttpError } from '../../../http/errors.js';
import type { IdentityService } from '../identity-service.js';
import type { OAuthCodeStore } from '../oauth/oauth-codes.js';
import { renderDevConsentPage } from '../oauth/dev-consent-page.js';
import { DevOAuthAuthorizeQuery, OAuthExchangeBody, OAuthProviderParams } from '../schemas.js';
import { callerIsLocal } from './dev-mailbox-route.js';

/** How many accounts the development consent page offers. */
const CONSENT_PAGE_ACCOUNTS = 10;

const isProvider = (value: string): value is OAuthProvider => (OAUTH_PROVIDERS as readonly string[]).includes(value);

const invalidCode = () =>
  new HttpError(401, 'The sign-in code is unknown, used, expired or not for this state', OAUTH_ERROR_CODES.invalidCode);

/**
 * POST /identity/oauth/{provider}/exchange (spec 1 §2 /linkedin, /sso): the code a
 * provider sent back, with the state the shell sent it, for a Klob session.
 * The reference api knows one provider, the development one (`codes` is null
 * without DEV_OAUTH=1): then every provider answers 400 OAuthProviderNotConfigured.
 */
export function registerOAuthExchangeRoute(
  app: FastifyInstance,
  service: IdentityService,
  codes: OAuthCodeStore | null,
  rateLimit: preHandlerAsyncHookHandler,
): void {
  app.post<{ Params: OAuthProviderParams; Body: OAuthExchangeBody }>(
    IDENTITY_PATHS.oauthExchange,
    { schema: { params: OAuthProviderParams, body: OAuthExchangeBody }, preHandler: rateLimit },
    async (request) => {
      const { provider } = request.params;
      if (!isProvider(provider) || !codes)
        throw badRequest(`No sign-in provider '${provider}' is configured`, OAUTH_ERROR_CODES.providerNotConfigured);
      const userId = await codes.redeem(provider, request.body.state, request.body.code);
      const user = userId === null ? undefined : await service.users.findById(userId);
      if (!user?.confirmed) throw invalidCode();
      return ok(await service.signInVerifiedUser(user));
    },
  );
}

/**
 * GET /dev/oauth/{provider}/authorize?state=[&login_hint=]: the development provider
 * (DEV_OAUTH=1 outside production, loopback callers only). With a login_hint naming a
 * confirmed account it consents at once and redirects to the shell's return route
 * `/{provider}?code=&state=` (relative: the shell's origin proxies /dev); otherwise it
 * shows a consent page listing the first accounts.
 */
export function registerDevOAuthRoute(app: FastifyInstance, service: IdentityService, codes: OAuthCodeStore): void {
  app.get<{ Params: OAuthProviderParams; Querystring: DevOAuthAuthorizeQuery }>(
    IDENTITY_PATHS.devOAuthAuthorize,
    {
      onRequest: async (request) => {
        if (!callerIsLocal(request)) throw forbidden('The development sign-in provider answers only callers on this machine');
      },
      schema: { params: OAuthProviderParams, querystring: DevOAuthAuthorizeQuery },
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!isProvider(provider)) throw badRequest(`No sign-in provider '${provider}'`, OAUTH_ERROR_CODES.providerNotConfigured);
      const { state, login_hint: loginHint } = request.query;
      if (loginHint) {
        const user = await service.users.findByEmail(loginHint);
        if (!user?.confirmed) throw badRequest('login_hint names no confirmed account');
        const query = new URLSearchParams({ code: await codes.issue(provider, state, user.userId), state });
        return reply.redirect(`/${provider}?${query.toString()}`, 303);
      }
      const accounts = (await service.users.listConfirmed(CONSENT_PAGE_ACCOUNTS)).map((user) => user.email);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderDevConsentPage({ provider, state, accounts, authorizePath: devOAuthAuthorizePath(provider) }));
    },
  );
}
