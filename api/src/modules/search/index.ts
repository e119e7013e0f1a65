import type { ApiModule } from '../module.js';
import { searchMigrations } from './migrations.js';
import { registerSearchRoutes } from './routes.js';
import { seedSearchHistory } from './seed.js';

/** Area 035: the header search's suggestions, the landing search and the per-user search history. */
export const searchModule: ApiModule = {
  name: 'search',
  migrations: searchMigrations,
  seed({ sql }) {
    return seedSearchHistory(sql, new Date());
  },
  routes(app, ctx) {
    registerSearchRoutes(app, ctx);
  },
};
