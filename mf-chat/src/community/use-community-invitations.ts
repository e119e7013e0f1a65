import { useServerData, type CommunityInvitation, type HttpClient } from '@klob/shared';
import { COMMUNITY_VACANCY_CODE_PARAM, fetchCommunityInvitations } from './community-api';

/** S2-8-12: a failed call is only logged (once, by useServerData); the popup shows its empty state. */
export type InvitationsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; invitations: CommunityInvitation[] };

/**
 * The invitations of the community popup, loaded when the unit mounts (so the popup opens on a ready
 * list) and again when the vacancy code changes. The call is aborted on unmount.
 */
export function useCommunityInvitations(client: HttpClient, vacancyCode: string | undefined): InvitationsState {
  const invitations = useServerData({
    key: `community-invitations?${COMMUNITY_VACANCY_CODE_PARAM}=${vacancyCode ?? ''}`,
    load: (signal) => fetchCommunityInvitations(client, { vacancyCode, signal }),
  });
  if (invitations.status === 'ready') return { status: 'ready', invitations: invitations.data };
  return { status: invitations.status };
}
