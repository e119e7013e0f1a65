/** spec 1 §5, §9: images are reduced or resized to 270x270 by default. */
export const DEFAULT_IMAGE_SIZE = { width: 270, height: 270 } as const;

/**
 * spec 3 §3, §5, §9: the survey form's limits, flags, patterns and question types (phone 16,
 * short answer and others text 255, 'x' asks a field, 'y' makes a question mandatory); defined
 * once in the api contract so the client checks exactly what the api validates.
 */
export {
  SURVEY_FIELD_ASKED,
  SURVEY_MANDATORY_YES,
  SURVEY_OTHERS_ANSWER_MAX_LENGTH,
  SURVEY_QUESTION_TYPES,
  SURVEY_SHORT_ANSWER_MAX_LENGTH,
} from '../api-contract/forms';
