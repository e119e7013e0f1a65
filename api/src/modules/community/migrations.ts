import type { Migration } from '../../db/database.js';

/** Chat-community invitation links, grouped in numbered lists (spec 2 §3, §9: the popup reads list 2). */
export const communityMigrations: Migration[] = [
  {
    id: '016-community-channels',
    sql: `
      CREATE TABLE community_channels (
        channel_id TEXT PRIMARY KEY,
        list_number INTEGER NOT NULL,
        position INTEGER NOT NULL,
        invitation_link TEXT NOT NULL,
        channel_name_id TEXT NOT NULL,
        channel_name_en TEXT NOT NULL
      );
      CREATE INDEX community_channels_by_list ON community_channels (list_number, position);
    `,
  },
];
