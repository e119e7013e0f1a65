import type { HttpClient } from '@klob/shared';
import {
  ONBOARDING_PATHS,
  type OnboardingMasterData,
  type OnboardingStepKey,
  type OnboardingStepRequest,
  type TipItem,
} from '@klob/shared/api-contract/onboarding';
import { getResult, type CallOptions, type Envelope } from '@klob/shared/api-contract/envelope';

/** The kloboard's own calls: the career tips and an onboarding step followed (the events and the onboarding are shared reads). */
export const kloboardApi = {
  tips: (client: HttpClient, options?: CallOptions) => getResult<TipItem[]>(client, ONBOARDING_PATHS.tips, undefined, options),
  followStep: async (client: HttpClient, stepKey: OnboardingStepKey) => {
    await client.post<Envelope<OnboardingMasterData>>(ONBOARDING_PATHS.followStep, { stepKey } satisfies OnboardingStepRequest);
  },
};
