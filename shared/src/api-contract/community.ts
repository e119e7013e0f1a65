import type { CommunityInvitation } from '../types/community';
import type { Envelope } from './envelope';

/** The community calls (spec 2 §7), typed once for the api and mf-chat, like CHAT_PATHS. */
export const COMMUNITY_PATHS = {
  /** GET, with an optional `?{product}VacancyCode=` (S2-7-10). `:listNumber` as the api routes it. */
  telegramList: '/rest/open/community/telegram/:listNumber',
} as const;

/** GET /rest/open/community/telegram/{listNumber}: the url a client calls. */
export const communityTelegramListPath = (listNumber: number): string =>
  COMMUNITY_PATHS.telegramList.replace(':listNumber', String(listNumber));

export type CommunityInvitationsResponse = Envelope<CommunityInvitation[]>;
