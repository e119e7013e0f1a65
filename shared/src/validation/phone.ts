import { SURVEY_PHONE_MAX_LENGTH, SURVEY_PHONE_PATTERN } from '../api-contract/forms';

export type PhoneProblem = 'tooLong' | 'format';

/** spec 3 §5: what is wrong with a survey phone number (null when it is fine; emptiness is the caller's rule). */
export function phoneProblem(phone: string): PhoneProblem | null {
  if (phone.length > SURVEY_PHONE_MAX_LENGTH) return 'tooLong';
  return SURVEY_PHONE_PATTERN.test(phone) ? null : 'format';
}
