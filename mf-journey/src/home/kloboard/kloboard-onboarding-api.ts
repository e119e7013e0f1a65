import type { HttpClient } from '@klob/shared';
import { resultOf, type Envelope } from '@klob/shared/api-contract/envelope';
import {
  ONBOARDING_PATHS,
  type OnboardingMasterData,
  type OnboardingStepKey,
  type OnboardingStepRequest,
  type TipItem,
} from '@klob/shared/api-contract/onboarding';

type Options = { signal?: AbortSignal };

/** The kloboard's onboarding progress and tips: the same master-data calls as the shell's onboarding modal. */
export const kloboardOnboardingApi = {
  onboarding: async (client: HttpClient, { signal }: Options = {}) =>
    resultOf(await client.get<Envelope<OnboardingMasterData>>(ONBOARDING_PATHS.onboarding, { signal })),
  tips: async (client: HttpClient, { signal }: Options = {}) =>
    resultOf(await client.get<Envelope<TipItem[]>>(ONBOARDING_PATHS.tips, { signal })),
  followStep: async (client: HttpClient, stepKey: OnboardingStepKey) => {
    await client.post<Envelope<OnboardingMasterData>>(ONBOARDING_PATHS.followStep, { stepKey } satisfies OnboardingStepRequest);
  },
};
