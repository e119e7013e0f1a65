import type { ApiModule } from '../module.js';
import { siteMigrations } from './migrations.js';
import { registerSiteRoutes } from './routes.js';
import { DEMO_NEWSLETTER_EMAILS } from './seed-data.js';
import { newUnsubscribeToken } from './site-store.js';

/** The shell's content and tool pages (issue 16): enquiries, newsletter unsubscribe, salary statistics, sitemap data. */
export const siteModule: ApiModule = {
  name: 'site',
  migrations: siteMigrations,
  seed({ db }) {
    const insert = db.prepare('INSERT INTO newsletter_subscriptions (email, unsubscribe_token, subscribed_at) VALUES (?, ?, ?)');
    const subscribedAt = new Date().toISOString();
    for (const email of DEMO_NEWSLETTER_EMAILS) insert.run(email, newUnsubscribeToken(), subscribedAt);
  },
  routes(app, ctx) {
    registerSiteRoutes(app, ctx);
  },
};
