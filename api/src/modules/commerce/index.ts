import type { ApiModule } from '../module.js';
import { createCommerceStore } from './commerce-store.js';
import { commerceMigrations } from './migrations.js';
import { registerCommerceRoutes } from './routes.js';
import { seedCommerce } from './seed.js';

/** Area 080: cart (spec 2 §7), wishlist, recommendation and transaction lists (spec 1 §3, §9). */
export const commerceModule: ApiModule = {
  name: 'commerce',
  migrations: commerceMigrations,
  seed: ({ sql }) => seedCommerce(sql),
  routes(app, ctx) {
    registerCommerceRoutes(app, ctx, createCommerceStore(ctx.sql));
  },
};
