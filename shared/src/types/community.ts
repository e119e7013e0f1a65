import type { Language } from '../i18n/languages';

type LocalizedChannelNames = { [L in Language as `channelName_${L}`]: string };

/** A chat-community invitation of GET /rest/open/community/telegram/2 (spec 2 §3). */
export type CommunityInvitation = LocalizedChannelNames & {
  invitationLink: string;
};
