import { PROFILE_PATHS, type ProfileStrength } from '../api-contract/content';
import { getResult, getResultOr } from '../api-contract/envelope';
import { ONBOARDING_PATHS, type OnboardingMasterData } from '../api-contract/onboarding';
import { EVENT_PATHS, type EventProject } from '../api-contract/platform';
import type { HttpClient } from '../services/http-client';
import type { ServerDataRequest } from './use-server-data';

/**
 * Server data the shell and a remote both show on one page, as `useServerData` requests kept for the page
 * (`services.pageData`): one call however many parts show it, and `pageData.invalidate(read.key)` refreshes it in all.
 */
export const sharedReads = {
  /** The header's completion ring and the kloboard's progress card (spec 2 §3, §7). */
  profileStrength: (client: HttpClient, userId: string): ServerDataRequest<ProfileStrength> => ({
    key: `profile-strength:${userId}`,
    load: (signal) => getResult<ProfileStrength>(client, PROFILE_PATHS.strength, { userId }, { signal }),
    keepForPage: true,
  }),
  /** The shell's onboarding modal and the kloboard's onboarding progress (spec 1 §2.9); null when the api has none. */
  onboarding: (client: HttpClient, userId: string): ServerDataRequest<OnboardingMasterData | null> => ({
    key: `onboarding:${userId}`,
    load: (signal) => getResultOr<OnboardingMasterData | null>(client, ONBOARDING_PATHS.onboarding, null, undefined, { signal }),
    keepForPage: true,
  }),
  /** The events: the shell's featured-event card and the kloboard's upcoming events (spec 1 §2.9, §3). */
  eventProjects: (client: HttpClient): ServerDataRequest<EventProject[]> => ({
    key: 'event-projects',
    load: (signal) => getResultOr<EventProject[]>(client, EVENT_PATHS.projects, [], undefined, { signal }),
    keepForPage: true,
  }),
};
