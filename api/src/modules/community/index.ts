import type { ApiModule } from '../module.js';
import { createChannelStore } from './channel-store.js';
import { registerCommunityRoutes } from './community-routes.js';
import { demoChannels } from './demo-channels.js';
import { communityMigrations } from './migrations.js';

/** Chat-community invitation lists (area 016, spec 2 §2, §3, §7). Click tracking is the activity module's. */
export const communityModule: ApiModule = {
  name: 'community',
  migrations: communityMigrations,
  async seed({ sql }) {
    await createChannelStore(sql).insertAll(demoChannels);
  },
  routes(app, ctx) {
    registerCommunityRoutes(app, ctx);
  },
};
