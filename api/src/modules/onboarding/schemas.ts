import { Type, type Static } from '@sinclair/typebox';
import { ONBOARDING_OUTCOMES, ONBOARDING_STEP_KEYS } from '@klob/shared/api-contract/onboarding';
import { oneOf } from '../content/schema-parts.js';

export const OnboardingFinishSchema = Type.Object({ outcome: oneOf(ONBOARDING_OUTCOMES) }, { additionalProperties: false });
export type OnboardingFinishBody = Static<typeof OnboardingFinishSchema>;

export const OnboardingStepSchema = Type.Object({ stepKey: oneOf(ONBOARDING_STEP_KEYS) }, { additionalProperties: false });
export type OnboardingStepBody = Static<typeof OnboardingStepSchema>;
