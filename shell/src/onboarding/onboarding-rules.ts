import { isOnboardingAllNull, type OnboardingMasterData } from '@klob/shared/api-contract/onboarding';

/** spec 1 §2.9: the one page the onboarding modal never covers (it walks the user through the profile itself). */
export const ONBOARDING_FREE_PATH = '/profile-completeness';

/** S1-2.9-21, S1-2.9-22: the modal shows when the master data exists and is not all null, except on /profile-completeness. */
export const onboardingShown = (pathname: string, data: OnboardingMasterData | null | undefined): boolean =>
  pathname !== ONBOARDING_FREE_PATH && !pathname.startsWith(`${ONBOARDING_FREE_PATH}/`) && !isOnboardingAllNull(data);
