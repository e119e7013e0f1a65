import type { ApiModule } from '../module.js';
import { siteMigrations } from './migrations.js';
import { registerSiteRoutes } from './routes.js';
import { DEMO_NEWSLETTER_EMAILS } from './seed-data.js';
import { newUnsubscribeToken } from './site-store.js';

/** The shell's content and tool pages (issue 16): enquiries, newsletter unsubscribe, salary statistics, sitemap data. */
export const siteModule: ApiModule = {
  name: 'site',
  migrations: siteMigrations,
  async seed({ sql }) {
    const subscribedAt = new Date().toISOString();
    for (const email of DEMO_NEWSLETTER_EMAILS) {
      await sql.run('INSERT INTO newsletter_subscriptions (email, unsubscribe_token, subscribed_at) VALUES (?, ?, ?)', [
        email,
        newUnsubscribeToken(),
        subscribedAt,
      ]);
    }
  },
  routes(app, ctx) {
    registerSiteRoutes(app, ctx);
  },
};
