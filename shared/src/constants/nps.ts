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
