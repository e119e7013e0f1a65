import type { HttpClient } from '@klob/shared';
import type { Envelope } from '@klob/shared/api-contract/envelope';
import {
  ONBOARDING_PATHS,
  type OnboardingFinishRequest,
  type OnboardingOutcome,
  type OnboardingStepKey,
  type OnboardingStepRequest,
} from '@klob/shared/api-contract/onboarding';

/** The shell's onboarding calls (api area 090). */
export const onboardingApi = {
  finish: async (client: HttpClient, outcome: OnboardingOutcome) => {
    await client.post<Envelope<unknown>>(ONBOARDING_PATHS.finish, { outcome } satisfies OnboardingFinishRequest);
  },
  followStep: async (client: HttpClient, stepKey: OnboardingStepKey) => {
    await client.post<Envelope<unknown>>(ONBOARDING_PATHS.followStep, { stepKey } satisfies OnboardingStepRequest);
  },
};
