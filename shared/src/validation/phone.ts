import { SURVEY_PHONE_MAX_LENGTH, SURVEY_PHONE_PATTERN } from '../api-contract/forms';

export type PhoneProblem = 'tooLong' | 'format';

/** What a person types between digit groups ('+62 812-3456 (7890)'): not part of the number. */
const PHONE_GROUP_SEPARATORS = /[\s.()-]/g;
const NOT_A_DIGIT = /\D/g;

/**
 * spec 3 §5: what is wrong with a survey phone number (null when it is fine; emptiness is the caller's
 * rule). The form's own example '+62 812 3456 7890' is valid (issue 21): the 16 characters are counted in
 * digits, and the pattern's groups are read on the number without the spaces, dots, dashes and brackets
 * that group it, so a number may be grouped the way people write it.
 */
export function phoneProblem(phone: string): PhoneProblem | null {
  const compact = phone.trim().replace(PHONE_GROUP_SEPARATORS, '');
  if (compact.replace(NOT_A_DIGIT, '').length > SURVEY_PHONE_MAX_LENGTH) return 'tooLong';
  return SURVEY_PHONE_PATTERN.test(compact) ? null : 'format';
}
