import { useEffect, useState } from 'react';
import type { CommunityInvitation, HttpClient } from '@klob/shared';
import { fetchCommunityInvitations } from './community-api';

type SettledInvitations =
  | { status: 'ready'; invitations: CommunityInvitation[] }
  /** S2-8-12: a failed call is only logged; the popup shows its empty state. */
  | { status: 'failed' };

export type InvitationsState = { status: 'loading' } | SettledInvitations;

const LOADING: InvitationsState = { status: 'loading' };

/**
 * The invitations of the community popup, loaded when the unit mounts (so the popup opens on a ready
 * list) and again when the vacancy code changes. The call is aborted on unmount.
 */
export function useCommunityInvitations(client: HttpClient, vacancyCode: string | undefined): InvitationsState {
  // Each answer remembers the vacancy code it is for, so a new code reads as loading until its answer.
  const [answer, setAnswer] = useState<{ vacancyCode: string | undefined; state: SettledInvitations } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchCommunityInvitations(client, { vacancyCode, signal: controller.signal })
      .then((invitations) => {
        if (!controller.signal.aborted) setAnswer({ vacancyCode, state: { status: 'ready', invitations } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[mf-chat] community invitations could not be loaded', error);
        setAnswer({ vacancyCode, state: { status: 'failed' } });
      });
    return () => controller.abort();
  }, [client, vacancyCode]);

  return answer !== null && answer.vacancyCode === vacancyCode ? answer.state : LOADING;
}
