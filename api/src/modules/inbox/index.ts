import type { ApiModule } from '../module.js';
import { createInboxLists } from './inbox-lists.js';
import { inboxMigrations } from './migrations.js';
import { registerInboxRoutes } from './routes.js';
import { seedInbox } from './seed.js';

/** Area 070: header counters (spec 2 §7) and the notification and message lists with read flags (spec 1 §3). */
export const inboxModule: ApiModule = {
  name: 'inbox',
  migrations: inboxMigrations,
  seed: ({ sql }) => seedInbox(sql),
  routes(app, ctx) {
    registerInboxRoutes(app, ctx, createInboxLists(ctx.sql));
  },
};
