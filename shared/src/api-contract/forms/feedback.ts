/** CSAT / NPS feedback (spec 1 §3, §4.4, §4.5, §9). */

export const FEEDBACK_TYPES = ['NPS', 'CSAT'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_SECTIONS = ['logout', 'klobmeter', 'ensiklobedia', 'kaleidosklob', 'klobnco'] as const;
export type FeedbackSection = (typeof FEEDBACK_SECTIONS)[number];

/** spec 1 §9: the NPS scale and its thresholds. */
export const NPS_SCALE_MIN = 1;
export const NPS_SCALE_MAX = 10;
export const NPS_PROMOTER_MIN = 9;
export const NPS_PASSIVE_MIN = 7;
/** spec 1 §5 / §9: the comment limit. */
export const NPS_COMMENT_MAX_LENGTH = 1000;

/** spec 1 §3: the rating meanings, from the lowest band to the highest. */
export const NPS_MEANINGS = {
  detractor: 'Tidak Akan',
  passive: 'Mungkin Akan',
  promoter: 'Sangat Akan',
} as const;
export type NpsMeaning = (typeof NPS_MEANINGS)[keyof typeof NPS_MEANINGS];

export const npsMeaningOf = (value: number): NpsMeaning =>
  value >= NPS_PROMOTER_MIN ? NPS_MEANINGS.promoter : value >= NPS_PASSIVE_MIN ? NPS_MEANINGS.passive : NPS_MEANINGS.detractor;

export interface FeedbackQuestion {
  value: number;
  meaning: NpsMeaning;
  answerId: string;
}

/** GET lists the caller's feedback items, POST stores an answer (S1-7-16, S1-7-18). */
export const FEEDBACK_PATH = '/rest/page/csat/nps';

/** One item of GET /rest/page/csat/nps (S1-7-18, S3-7-10). */
export interface FeedbackItem {
  campaignId: string;
  type: FeedbackType;
  section: FeedbackSection;
  /** Whether the caller already answered; the list offers unanswered items only unless includeAnswered=true. */
  isExist: boolean;
  note_id: string;
  note_en: string;
  question: FeedbackQuestion[];
}

/** GET /rest/page/csat/nps?section=&includeAnswered= (both optional). */
export interface FeedbackListQuery {
  section?: FeedbackSection;
  includeAnswered?: boolean;
}

/** POST /rest/page/csat/nps (S1-7-16); featureId is always null (spec 1 §3). */
export interface NpsAnswerRequest {
  campaignId: string;
  type: FeedbackType;
  section: FeedbackSection;
  answerId: string;
  answerText: string;
  featureId: null;
}

export interface NpsAnswerResult {
  campaignId: string;
  answerId: string;
}
