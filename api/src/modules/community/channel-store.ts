import type { CommunityInvitation } from '@klob/shared/types';
import type { Db } from '../../db/database.js';
import type { DemoChannel } from './demo-channels.js';

interface ChannelRow {
  invitation_link: string;
  channel_name_id: string;
  channel_name_en: string;
}

export function createChannelStore(db: Db) {
  const byList = db.prepare<[number], ChannelRow>(
    'SELECT invitation_link, channel_name_id, channel_name_en FROM community_channels WHERE list_number = ? ORDER BY position, channel_id',
  );
  const insert = db.prepare(
    'INSERT INTO community_channels (channel_id, list_number, position, invitation_link, channel_name_id, channel_name_en) VALUES (?, ?, ?, ?, ?, ?)',
  );

  return {
    /** The invitations of one list, in display order; empty when the list does not exist. */
    invitationsOf(listNumber: number): CommunityInvitation[] {
      return byList.all(listNumber).map((row) => ({
        invitationLink: row.invitation_link,
        channelName_id: row.channel_name_id,
        channelName_en: row.channel_name_en,
      }));
    },
    insertAll(channels: readonly DemoChannel[]): void {
      channels.forEach((channel, position) =>
        insert.run(channel.channelId, channel.listNumber, position, channel.invitationLink, channel.nameId, channel.nameEn),
      );
    },
  };
}
