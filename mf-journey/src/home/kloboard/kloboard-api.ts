import type { HttpClient } from '@klob/shared';
import {
  ONBOARDING_PATHS,
  type OnboardingMasterData,
  type OnboardingStepKey,
  type OnboardingStepRequest,
  type TipItem,
} from '@klob/shared/api-contract/onboarding';
import { EVENT_PATHS, type EventProject } from '@klob/shared/api-contract/platform';
import { getResult, type CallOptions, type Envelope } from '@klob/shared/api-contract/envelope';

/** The kloboard's own calls: the events, and the onboarding progress and tips (the same master-data calls as the shell's onboarding modal). */
export const kloboardApi = {
  events: (client: HttpClient, options?: CallOptions) => getResult<EventProject[]>(client, EVENT_PATHS.projects, undefined, options),
  onboarding: (client: HttpClient, options?: CallOptions) =>
    getResult<OnboardingMasterData>(client, ONBOARDING_PATHS.onboarding, undefined, options),
  tips: (client: HttpClient, options?: CallOptions) => getResult<TipItem[]>(client, ONBOARDING_PATHS.tips, undefined, options),
  followStep: async (client: HttpClient, stepKey: OnboardingStepKey) => {
    await client.post<Envelope<OnboardingMasterData>>(ONBOARDING_PATHS.followStep, { stepKey } satisfies OnboardingStepRequest);
  },
};
