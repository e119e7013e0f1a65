import type { ApiModule } from '../module.js';
import { platformMigrations } from './migrations.js';
import { registerPlatformRoutes } from './routes.js';
import { seedPlatform } from './seed.js';

/** Area 040: events, CMS landing pages, survey pages, interruptions and activity logs of the page shell. */
export const platformModule: ApiModule = {
  name: 'platform',
  migrations: platformMigrations,
  seed({ sql }) {
    return seedPlatform(sql, new Date());
  },
  routes(app, ctx) {
    registerPlatformRoutes(app, ctx);
  },
};
