/**
 * Onboarding and tips master data (api area 090, spec 1 §2.9 and §3 "Other state"): the steps a new
 * Klobber is walked through, whether each is done, and the tips for job seekers. Every answer is
 * wrapped in the envelope `{ status, message, result }`; the types below describe `result`.
 */

import type { LocalizedText } from './content';

/** Paths of the onboarding and tips calls (signed-in only). */
export const ONBOARDING_PATHS = {
  /** GET: the caller's onboarding master data (all fields null once it is finished). */
  onboarding: '/rest/page/master/onboarding',
  /** POST {@link OnboardingFinishRequest}: the caller completed or dismissed the onboarding. */
  finish: '/rest/page/master/onboarding/finish',
  /** POST {@link OnboardingStepRequest}: the caller followed a step's link. */
  followStep: '/rest/page/master/onboarding/step',
  /** GET: the tips for job seekers. */
  tips: '/rest/page/master/tips',
} as const;

export const ONBOARDING_STEP_KEYS = ['completeProfile', 'uploadCv', 'workingStatus', 'exploreJourney'] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEP_KEYS)[number];

export interface OnboardingStep {
  stepKey: OnboardingStepKey;
  title: LocalizedText;
  description: LocalizedText;
  /** A page of the platform (spec 1 §2), already made personal (e.g. /profile/{the caller's id}). */
  linkPath: string;
  /** Read from the caller's own data (profile strength, CV, working status) or, for exploring, from having followed it. */
  done: boolean;
}

/**
 * GET /rest/page/master/onboarding. Every field is null ("all null", spec 1 §2.9) when the caller has
 * completed or dismissed the onboarding, or every step is already done: then nothing is shown.
 */
export interface OnboardingMasterData {
  title: LocalizedText | null;
  intro: LocalizedText | null;
  steps: OnboardingStep[] | null;
}

/** spec 1 §2.9: the onboarding modal shows only when the master data exists and is not all null. */
export const isOnboardingAllNull = (data: OnboardingMasterData | null | undefined): boolean =>
  !data || Object.values(data).every((value) => value === null);

export const ONBOARDING_OUTCOMES = ['completed', 'dismissed'] as const;
export type OnboardingOutcome = (typeof ONBOARDING_OUTCOMES)[number];

export interface OnboardingFinishRequest {
  outcome: OnboardingOutcome;
}

export interface OnboardingFinishResult {
  outcome: OnboardingOutcome;
  /** ISO timestamp of the first finish; finishing again keeps it. */
  finishedAt: string;
}

export interface OnboardingStepRequest {
  stepKey: OnboardingStepKey;
}

export const TIP_CATEGORIES = ['profile', 'cv', 'application', 'interview', 'career'] as const;
export type TipCategory = (typeof TIP_CATEGORIES)[number];

/** One item of GET /rest/page/master/tips, in display order. */
export interface TipItem {
  tipId: string;
  category: TipCategory;
  title: LocalizedText;
  body: LocalizedText;
  /** A page of the platform the tip leads to, or null. */
  linkPath: string | null;
}
