import type { ApiModule } from '../module.js';
import { createIdentityService } from './identity-service.js';
import { readIdentityOptions } from './identity-options.js';
import { identityMigrations } from './migrations.js';
import { registerRateLimitedScope } from './rate-limited-scope.js';
import { registerCodeRoutes } from './routes/code-routes.js';
import { registerDevMailboxRoute } from './routes/dev-mailbox-route.js';
import { registerSessionRoutes } from './routes/session-routes.js';
import { registerSignInRoutes } from './routes/sign-in-routes.js';

/** Accounts, sign-in, verification codes, tokens and the dev mailbox (area 010, spec 1 §4.1, §5, §7, §8.2). */
export const identityModule: ApiModule = {
  name: 'identity',
  migrations: identityMigrations,
  async routes(app, ctx) {
    const options = readIdentityOptions();
    const service = createIdentityService(ctx, options);
    const limit = ctx.config.authRateLimitPerMinute;
    await registerRateLimitedScope(app, limit, (scope) => registerSignInRoutes(scope, service));
    await registerRateLimitedScope(app, limit, (scope) => registerCodeRoutes(scope, service));
    registerSessionRoutes(app, ctx, service);
    if (options.devMailboxEnabled) registerDevMailboxRoute(app, service.mailbox);
  },
};
