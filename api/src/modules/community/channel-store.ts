import type { CommunityInvitation } from '@klob/shared/types';
import type { Sql } from '../../db/sql.js';
import type { DemoChannel } from './demo-channels.js';

interface ChannelRow {
  invitation_link: string;
  channel_name_id: string;
  channel_name_en: string;
}

export function createChannelStore(sql: Sql) {
  return {
    /** The invitations of one list, in display order; empty when the list does not exist. */
    async invitationsOf(listNumber: number): Promise<CommunityInvitation[]> {
      const rows = await sql.all<ChannelRow>(
        'SELECT invitation_link, channel_name_id, channel_name_en FROM community_channels WHERE list_number = ? ORDER BY position, channel_id',
        [listNumber],
      );
      return rows.map((row) => ({
        invitationLink: row.invitation_link,
        channelName_id: row.channel_name_id,
        channelName_en: row.channel_name_en,
      }));
    },
    async insertAll(channels: readonly DemoChannel[]): Promise<void> {
      for (const [position, channel] of channels.entries()) {
        await sql.run(
          'INSERT INTO community_channels (channel_id, list_number, position, invitation_link, channel_name_id, channel_name_en) VALUES (?, ?, ?, ?, ?, ?)',
          [channel.channelId, channel.listNumber, position, channel.invitationLink, channel.nameId, channel.nameEn],
        );
      }
    },
  };
}
