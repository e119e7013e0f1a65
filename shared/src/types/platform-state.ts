import type { AttachmentSizeRule } from './survey';

/** The rest of the page shell's state (spec 1 §3 "Other state", §4.8). */
export interface PlatformState {
  progressPercent: number;
  tips: unknown;
  /** Shown as the onboarding modal when present and not all null (spec 1 §2.9). */
  onboardingMasterData: Record<string, unknown> | null;
  surveyData: unknown;
  surveyQuestions: unknown[];
  masterAttachment: AttachmentSizeRule[];
  /** NO_INTERNET (spec 1 §4.8). */
  offline: boolean;
  showEventAds: boolean;
  showShortcut: boolean;
  refetchBanner: boolean;
}
