import type { ApiModule } from '../module.js';
import { createIdentityService } from './identity-service.js';
import { readIdentityOptions } from './identity-options.js';
import { identityMigrations } from './migrations.js';
import { createRateLimiter, perClient } from '../../http/rate-limits.js';
import { accountThrottleCheck, perClientAndAccount } from './rate-limits.js';
import { registerAccountRoutes } from './routes/account-routes.js';
import { registerCodeRoutes } from './routes/code-routes.js';
import { registerDevMailboxRoute } from './routes/dev-mailbox-route.js';
import { createOAuthCodeStore } from './oauth/oauth-codes.js';
import { registerDevOAuthRoute, registerOAuthExchangeRoute } from './routes/oauth-routes.js';
import { registerSessionRoutes } from './routes/session-routes.js';
import { registerSignInRoutes } from './routes/sign-in-routes.js';

/** Accounts, sign-in, verification codes, sessions and tokens, and the dev mailbox (area 010, spec 1 §4.1, §5, §7, §8.2). */
export const identityModule: ApiModule = {
  name: 'identity',
  migrations: identityMigrations,
  async routes(app, ctx) {
    const service = createIdentityService(ctx, readIdentityOptions());
    // The reference api's only sign-in provider is the development one (DEV_OAUTH=1, never in production).
    const oauthCodes = ctx.config.devOAuth ? createOAuthCodeStore(ctx.state) : null;
    const { authRateLimitPerMinute: perAccount, authClientRateLimitPerMinute: perAddress } = ctx.config;
    await app.register(async (scope) => {
      const limit = createRateLimiter(ctx.state);
      // Each budget is its own count: the two logins share one, the code calls another (issue 6: per account and per client).
      registerSignInRoutes(scope, service, [
        limit(perClientAndAccount('sign-in', perAccount), perClient('sign-in', perAddress)),
        // Across addresses: the account's streak of wrong passwords (issue 22).
        accountThrottleCheck(service.signInThrottle),
      ]);
      registerCodeRoutes(scope, service, limit(perClientAndAccount('codes', perAccount), perClient('codes', perAddress)));
      registerOAuthExchangeRoute(scope, service, oauthCodes, limit(perClient('oauth', perAddress)));
      registerSessionRoutes(scope, ctx, service, {
        lookup: limit(perClient('lookup', perAddress)),
        refresh: limit(perClient('refresh', perAddress)),
      });
    });
    await app.register(async (scope) => {
      const limit = createRateLimiter(ctx.state);
      registerAccountRoutes(scope, ctx, service, limit(perClient('account', perAddress)));
    });
    if (ctx.config.devMailbox) registerDevMailboxRoute(app, service.mailbox);
    if (oauthCodes) registerDevOAuthRoute(app, service, oauthCodes);
  },
};
