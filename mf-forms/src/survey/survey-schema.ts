import { array, object, string, tuple, type ObjectSchema } from 'yup';
import {
  SURVEY_EMAIL_PATTERN,
  SURVEY_FIELD_ASKED,
  SURVEY_MANDATORY_YES,
  SURVEY_OTHERS_ANSWER_MAX_LENGTH,
  SURVEY_QUESTION_TYPES as Q,
  SURVEY_SHORT_ANSWER_MAX_LENGTH,
  SURVEY_TEXT_MAX_LENGTH,
  STUDENT_NIK_PATTERN,
  STUDENT_NPWP_PATTERN,
  npwpDigits,
  type SurveyHeader,
  type SurveyQuestion,
} from '@klob/shared/api-contract/forms';
import { phoneProblem } from '@klob/shared/validation';
import { isFileQuestion, isOrderQuestion, othersOptionOf, type SurveyValues } from './survey-values';

/**
 * The translation keys (namespace forms) of the survey messages of spec 3 §5; the Indonesian
 * texts are exactly those of the spec (shared/src/translations/forms.ts).
 */
export const SURVEY_ERROR_KEYS = {
  nameRequired: 'validation.nameRequired',
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  phoneRequired: 'validation.phoneRequired',
  phoneMaxLength: 'validation.phoneMaxLength',
  phoneInvalid: 'validation.phoneInvalid',
  textMaxLength: 'validation.textMaxLength',
  unanswered: 'validation.unanswered',
  othersRequired: 'validation.required',
  nikRequired: 'student.nikRequired',
  nikFormat: 'student.nikFormat',
  npwpRequired: 'student.npwpRequired',
  npwpFormat: 'student.npwpFormat',
  provinceRequired: 'student.provinceRequired',
  cityRequired: 'student.cityRequired',
} as const;

const K = SURVEY_ERROR_KEYS;

/**
 * Who decides whether a question must be answered (DECISIONS #7): the company / job-fair popup
 * makes every question mandatory, the upload question too; e-form pages follow each question's flag.
 */
export type MandatoryMode = 'popup' | 'page';

export const isMandatory = (question: SurveyQuestion, mode: MandatoryMode): boolean =>
  mode === 'popup' || question.mandatory === SURVEY_MANDATORY_YES;

const othersTextSchema = string().trim().required(K.othersRequired).max(SURVEY_OTHERS_ANSWER_MAX_LENGTH, K.textMaxLength);
const optional = string().default('');

function answerSchema(question: SurveyQuestion, mandatory: boolean) {
  const othersId = othersOptionOf(question)?.answerId;
  const text = string().default('');
  const base = {
    text,
    answerId: optional,
    selected: array(string().required()).default([]),
    order: array(string().required()).default([]),
    others: optional,
    fileName: optional,
  };
  if (question.questionType === Q.short) {
    const answered = string().trim().max(SURVEY_SHORT_ANSWER_MAX_LENGTH, K.textMaxLength);
    return object({ ...base, text: mandatory ? answered.required(K.unanswered) : answered.default('') });
  }
  if (question.questionType === Q.multipleChoice) {
    return object({
      ...base,
      answerId: mandatory ? string().required(K.unanswered) : optional,
      others: string().when('answerId', {
        is: (id: string) => Boolean(othersId) && id === othersId,
        then: () => othersTextSchema,
        otherwise: () => optional,
      }),
    });
  }
  if (question.questionType === Q.multipleResponse) {
    const selected = array(string().required()).default([]);
    return object({
      ...base,
      selected: mandatory ? selected.min(1, K.unanswered) : selected,
      others: string().when('selected', {
        is: (ids: string[] | undefined) => Boolean(othersId) && (ids ?? []).includes(othersId ?? ''),
        then: () => othersTextSchema,
        otherwise: () => optional,
      }),
    });
  }
  if (isOrderQuestion(question)) {
    const order = array(string().required()).default([]);
    return object({ ...base, order: mandatory ? order.min(question.option.length, K.unanswered) : order });
  }
  if (isFileQuestion(question)) return object({ ...base, text: mandatory ? string().required(K.unanswered) : text });
  return object(base);
}

export interface SurveySchemaOptions {
  mode: MandatoryMode;
  /** A signed-in user's email is prefilled and hidden (spec 3 §5), so it is not checked here. */
  emailFromAccount: boolean;
}

/** The yup schema of spec 3 §5, built from the survey's header flags and questions. */
export function buildSurveySchema(
  header: SurveyHeader,
  questions: readonly SurveyQuestion[],
  { mode, emailFromAccount }: SurveySchemaOptions,
): ObjectSchema<SurveyValues> {
  const asked = (flag: string) => flag === SURVEY_FIELD_ASKED;
  return object({
    name: asked(header.name) ? string().trim().required(K.nameRequired).max(SURVEY_TEXT_MAX_LENGTH, K.textMaxLength) : optional,
    email:
      asked(header.email) && !emailFromAccount
        ? string()
            .trim()
            .required(K.emailRequired)
            .max(SURVEY_TEXT_MAX_LENGTH, K.textMaxLength)
            .matches(SURVEY_EMAIL_PATTERN, K.emailInvalid)
        : optional,
    phone: asked(header.phone)
      ? string()
          .trim()
          .required(K.phoneRequired)
          .test('phone', (value, context) => {
            const problem = phoneProblem(value ?? '');
            if (!problem) return true;
            return context.createError({ message: problem === 'tooLong' ? K.phoneMaxLength : K.phoneInvalid });
          })
      : optional,
    student: asked(header.student ?? '')
      ? object({
          nik: string().trim().required(K.nikRequired).matches(STUDENT_NIK_PATTERN, K.nikFormat),
          npwp: string()
            .trim()
            .required(K.npwpRequired)
            .test('npwp', K.npwpFormat, (value) => STUDENT_NPWP_PATTERN.test(npwpDigits(value ?? ''))),
          provinceId: string().required(K.provinceRequired),
          cityId: string().required(K.cityRequired),
        })
      : object({ nik: optional, npwp: optional, provinceId: optional, cityId: optional }),
    // One schema per question, by position: each answer is checked by its own question's rules.
    answers:
      questions.length > 0
        ? tuple(questions.map((question) => answerSchema(question, isMandatory(question, mode))) as never)
        : array().default([]),
  }) as unknown as ObjectSchema<SurveyValues>;
}
