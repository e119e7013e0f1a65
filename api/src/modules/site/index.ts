import type { ApiModule } from '../module.js';
import { siteMigrations } from './migrations.js';
import { registerSiteRoutes } from './routes.js';
import { DEMO_NEWSLETTER_SUBSCRIPTIONS } from './seed-data.js';

/** The shell's content and tool pages (issue 16): enquiries, newsletter unsubscribe, salary statistics, sitemap data. */
export const siteModule: ApiModule = {
  name: 'site',
  migrations: siteMigrations,
  seed({ db }) {
    const insert = db.prepare('INSERT INTO newsletter_subscriptions (email, unsubscribe_token, subscribed_at) VALUES (?, ?, ?)');
    const subscribedAt = new Date().toISOString();
    for (const { email, token } of DEMO_NEWSLETTER_SUBSCRIPTIONS) insert.run(email, token, subscribedAt);
  },
  routes(app, ctx) {
    registerSiteRoutes(app, ctx);
  },
};
