import { NPS_PASSIVE_MIN, NPS_PROMOTER_MIN, NPS_SCALE_MAX, NPS_SCALE_MIN } from '../api-contract/forms';

/**
 * spec 1 §4.5, §5, §9: scale 1 to 10, thresholds 9 or more and 7 or more, comment limit 1000,
 * the rating meanings, feedback types and sections; defined once in the api contract.
 */
export {
  FEEDBACK_SECTIONS,
  FEEDBACK_TYPES,
  NPS_COMMENT_MAX_LENGTH,
  NPS_MEANINGS,
  NPS_PASSIVE_MIN,
  NPS_PROMOTER_MIN,
  NPS_SCALE_MAX,
  NPS_SCALE_MIN,
  npsMeaningOf,
} from '../api-contract/forms';

/** spec 1 §3: the scale labels sit under scores 1, 7 and 10. */
export const NPS_SCALE_LABEL_SCORES = { notLikely: 1, hesitant: 7, veryLikely: 10 } as const;

/** spec 1 §3: featureId of the NPS answer payload. */
export const NPS_FEATURE_ID = null;

export type NpsPromptKind = 'recommend' | 'hesitant' | 'notRecommend';

/** Which question the comment box asks after a score (spec 1 §4.5). */
export function npsPromptKind(score: number): NpsPromptKind {
  if (score >= NPS_PROMOTER_MIN) return 'recommend';
  if (score >= NPS_PASSIVE_MIN) return 'hesitant';
  return 'notRecommend';
}

/** The scores of the scale, 1 to 10. */
export const NPS_SCORES: readonly number[] = Array.from({ length: NPS_SCALE_MAX - NPS_SCALE_MIN + 1 }, (_, index) => NPS_SCALE_MIN + index);
