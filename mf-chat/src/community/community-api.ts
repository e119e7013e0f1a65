import type { CommunityInvitation, HttpClient, Language } from '@klob/shared';
import { COMMUNITY_INVITATION_LIST_NUMBER, PRODUCT_SLUG } from '@klob/shared/constants';
import { communityTelegramListPath, type CommunityInvitationsResponse } from '@klob/shared/api-contract/community';

/** spec 2 §7, §9 (S2-9-09): the invitations of list number 2. */
export const COMMUNITY_INVITATIONS_PATH = communityTelegramListPath(COMMUNITY_INVITATION_LIST_NUMBER);

/** spec 2 §7: the optional `{product}VacancyCode`, read from the unit's query and passed on as it is. */
export const COMMUNITY_VACANCY_CODE_PARAM = `${PRODUCT_SLUG}VacancyCode`;

const LINK_PROTOCOLS: readonly string[] = ['https:', 'http:'];

/** An invitation opens in a new tab, so only web links are kept (a `javascript:` link would run in the page). */
function isWebLink(value: string): boolean {
  try {
    return LINK_PROTOCOLS.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** S2-3-19: an invitation has invitationLink and channelName_{language}. */
export function isCommunityInvitation(value: unknown): value is CommunityInvitation {
  if (typeof value !== 'object' || value === null) return false;
  const { invitationLink, channelName_id, channelName_en } = value as Record<string, unknown>;
  return (
    typeof invitationLink === 'string' &&
    isWebLink(invitationLink) &&
    typeof channelName_id === 'string' &&
    typeof channelName_en === 'string'
  );
}

/**
 * GET /rest/open/community/telegram/2 (S2-7-10). Rejects when the call fails or `result` is not a list;
 * entries that are not invitations are left out.
 */
export async function fetchCommunityInvitations(
  client: HttpClient,
  { vacancyCode, signal }: { vacancyCode?: string; signal?: AbortSignal } = {},
): Promise<CommunityInvitation[]> {
  const params = vacancyCode ? { [COMMUNITY_VACANCY_CODE_PARAM]: vacancyCode } : undefined;
  // Checked, not trusted: the answer crosses a process boundary.
  const body = await client.get<Partial<CommunityInvitationsResponse> | undefined>(COMMUNITY_INVITATIONS_PATH, { params, signal });
  if (!Array.isArray(body?.result)) throw new Error('the community call answered no result list');
  return body.result.filter(isCommunityInvitation);
}

/** The channel name in `language`; the Indonesian name stands in when that one is empty. */
export const channelNameIn = (invitation: CommunityInvitation, language: Language): string =>
  invitation[`channelName_${language}`] || invitation.channelName_id;
