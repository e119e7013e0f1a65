import {
  SURVEY_EMAIL_PATTERN,
  SURVEY_FIELD_ASKED,
  SURVEY_FILE_QUESTION_TYPES,
  SURVEY_MANDATORY_YES,
  SURVEY_MESSAGES as M,
  STUDENT_MESSAGES as S,
  STUDENT_NIK_PATTERN,
  STUDENT_NPWP_PATTERN,
  npwpDigits,
  type SurveyStudentData,
  SURVEY_ORDER_QUESTION_TYPES,
  SURVEY_OTHERS_ANSWER_MAX_LENGTH,
  SURVEY_QUESTION_TYPES as Q,
  SURVEY_SHORT_ANSWER_MAX_LENGTH,
  SURVEY_TEXT_MAX_LENGTH,
  UPLOAD_MESSAGES,
  type SurveyAnswerSequenceItem,
  type SurveyFieldError,
  type SurveyOption,
  type SurveyQuestion,
  type SurveySubmission,
  type SurveySubmissionEntry,
} from '@klob/shared/api-contract/forms';
import { fileExtension } from '@klob/shared/constants';
import { phoneProblem } from '@klob/shared/validation';
import type { SurveyDefinition } from './survey-store.js';

/** One stored answer: what the api keeps of an entry once it passed the rules. */
export interface AcceptedAnswer {
  questionId: string;
  answerId: string | null;
  answerText: string | null;
  answerSequence: SurveyAnswerSequenceItem[] | null;
}

export interface AcceptedSubmission {
  name: string | null;
  email: string | null;
  phone: string | null;
  /** The university form's student data, when the survey asks it. */
  student?: SurveyStudentData | null;
  answers: AcceptedAnswer[];
}

export interface SubmissionCheckContext {
  /** The signed-in caller's email: the popup hides the field and prefills it (spec 3 §5). */
  accountEmail: string | null;
  /** The stored file's canonical url for an attachment answer, or null when no such upload exists. */
  storedFileUrl(reference: string): string | null;
  /** Whether the province exists and, when a city is given, the city lies in it (university form). */
  isKnownRegion?(provinceId: string, cityId?: string): boolean;
}

export type SubmissionCheck = { ok: true; accepted: AcceptedSubmission } | { ok: false; errors: SurveyFieldError[] };

const trimmed = (text: string | null | undefined) => (text ?? '').trim();
const questionField = (questionId: string) => `question.${questionId}`;

type AnswerCheck = { answer: AcceptedAnswer } | { error: string };

function checkHeaderFields(header: SurveyDefinition['header'], submission: SurveySubmission, context: SubmissionCheckContext) {
  const errors: SurveyFieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, questionId: null, message });
  let name: string | null = null;
  let email: string | null = null;
  let phone: string | null = null;

  if (header.name === SURVEY_FIELD_ASKED) {
    name = trimmed(submission.name);
    if (!name) fail('name', M.nameRequired);
    else if (name.length > SURVEY_TEXT_MAX_LENGTH) fail('name', M.textMaxLength);
  }
  if (header.email === SURVEY_FIELD_ASKED) {
    email = context.accountEmail ?? trimmed(submission.email);
    if (!email) fail('email', M.emailRequired);
    else if (email.length > SURVEY_TEXT_MAX_LENGTH) fail('email', M.textMaxLength);
    else if (!SURVEY_EMAIL_PATTERN.test(email)) fail('email', M.emailFormat);
  }
  if (header.phone === SURVEY_FIELD_ASKED) {
    phone = trimmed(submission.phone);
    if (!phone) fail('phone', M.phoneRequired);
    else {
      const problem = phoneProblem(phone);
      if (problem) fail('phone', problem === 'tooLong' ? M.phoneMaxLength : M.phoneFormat);
    }
  }
  return { errors, name, email, phone };
}

/** The university form's student data (spec 3 §3): NIK 16 digits, NPWP 15 or 16, a province and one of its cities. */
function checkStudent(submission: SurveySubmission, context: SubmissionCheckContext) {
  const errors: SurveyFieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field: `student.${field}`, questionId: null, message });
  const nik = trimmed(submission.student?.nik);
  const npwp = npwpDigits(trimmed(submission.student?.npwp));
  const provinceId = trimmed(submission.student?.provinceId);
  const cityId = trimmed(submission.student?.cityId);
  if (!nik) fail('nik', S.nikRequired);
  else if (!STUDENT_NIK_PATTERN.test(nik)) fail('nik', S.nikFormat);
  if (!npwp) fail('npwp', S.npwpRequired);
  else if (!STUDENT_NPWP_PATTERN.test(npwp)) fail('npwp', S.npwpFormat);
  const knownProvince = Boolean(provinceId) && (context.isKnownRegion?.(provinceId) ?? false);
  if (!knownProvince) fail('provinceId', S.provinceRequired);
  if (!cityId || !knownProvince || !(context.isKnownRegion?.(provinceId, cityId) ?? false)) fail('cityId', S.cityRequired);
  return { errors, student: errors.length === 0 ? { nik, npwp, provinceId, cityId } : null };
}

/** The others option's free text: required when chosen, at most 255 characters (spec 3 §5). */
function othersTextError(text: string): string | null {
  if (!text) return M.othersRequired;
  return text.length > SURVEY_OTHERS_ANSWER_MAX_LENGTH ? M.othersMaxLength : null;
}

function checkShort(question: SurveyQuestion, entry: SurveySubmissionEntry): AnswerCheck {
  const text = trimmed(entry.answerText);
  if (!text) return { error: M.questionUnanswered };
  if (text.length > SURVEY_SHORT_ANSWER_MAX_LENGTH) return { error: M.shortAnswerMaxLength };
  return { answer: { questionId: question.questionId, answerId: null, answerText: text, answerSequence: null } };
}

function checkSingleChoice(question: SurveyQuestion, entry: SurveySubmissionEntry): AnswerCheck {
  const answerId = trimmed(entry.answerId);
  if (!answerId) return { error: M.questionUnanswered };
  const option = question.option.find((candidate) => candidate.answerId === answerId);
  if (!option) return { error: M.unknownOption };
  if (!option.others) return { answer: { questionId: question.questionId, answerId, answerText: option.answerText, answerSequence: null } };
  const otherText = trimmed(entry.answerText);
  const error = othersTextError(otherText);
  return error ? { error } : { answer: { questionId: question.questionId, answerId, answerText: otherText, answerSequence: null } };
}

/** The entry's answerSequence ordered by sequence, or an error when it names unknown or repeated options. */
interface ChosenOption {
  option: SurveyOption;
  item: SurveyAnswerSequenceItem;
}

function orderedOptions(question: SurveyQuestion, entry: SurveySubmissionEntry): { error: string } | { chosen: ChosenOption[] } {
  const items = [...(entry.answerSequence ?? [])].sort((a, b) => a.sequence - b.sequence);
  const chosen: ChosenOption[] = [];
  for (const item of items) {
    const option = question.option.find((candidate) => candidate.answerId === trimmed(item.answerId));
    if (!option || chosen.some((earlier) => earlier.option === option)) return { error: M.unknownOption };
    chosen.push({ option, item });
  }
  return { chosen };
}

function checkMultipleResponse(question: SurveyQuestion, entry: SurveySubmissionEntry): AnswerCheck {
  const ordered = orderedOptions(question, entry);
  if ('error' in ordered) return ordered;
  if (ordered.chosen.length === 0) return { error: M.questionUnanswered };
  const answerSequence: SurveyAnswerSequenceItem[] = [];
  for (const [index, { option, item }] of ordered.chosen.entries()) {
    const otherAnswer = option.others ? trimmed(item.otherAnswer ?? entry.answerText) : null;
    const error = otherAnswer === null ? null : othersTextError(otherAnswer);
    if (error) return { error };
    answerSequence.push({ answerId: option.answerId, sequence: index + 1, otherAnswer });
  }
  return { answer: { questionId: question.questionId, answerId: null, answerText: null, answerSequence } };
}

/** sequence / ranking: every option, each once, in the chosen order. */
function checkOrdering(question: SurveyQuestion, entry: SurveySubmissionEntry): AnswerCheck {
  const ordered = orderedOptions(question, entry);
  if ('error' in ordered) return ordered;
  if (ordered.chosen.length !== question.option.length) return { error: M.questionUnanswered };
  const answerSequence = ordered.chosen.map(({ option }, index) => ({ answerId: option.answerId, sequence: index + 1 }));
  return { answer: { questionId: question.questionId, answerId: null, answerText: null, answerSequence } };
}

/** attachment / upload: answerText holds the url (or key) of one uploaded file (spec 3 §3, §5). */
function checkFile(question: SurveyQuestion, entry: SurveySubmissionEntry, context: SubmissionCheckContext): AnswerCheck {
  const reference = trimmed(entry.answerText);
  if (!reference) return { error: M.questionUnanswered };
  if (/[\s,;]/.test(reference)) return { error: M.oneFileOnly };
  const fileUrl = context.storedFileUrl(reference);
  if (!fileUrl) return { error: M.fileNotFound };
  // The question's file types (a 'PDF' question takes no image): checked on the stored file's own name.
  const storedName = fileUrl.slice(fileUrl.lastIndexOf('/') + 1);
  if (question.fileTypes?.length && !question.fileTypes.includes(fileExtension(storedName)))
    return { error: UPLOAD_MESSAGES.formatMismatch };
  return { answer: { questionId: question.questionId, answerId: null, answerText: fileUrl, answerSequence: null } };
}

function checkAnswer(question: SurveyQuestion, entry: SurveySubmissionEntry, context: SubmissionCheckContext): AnswerCheck {
  if (question.questionType === Q.short) return checkShort(question, entry);
  if (question.questionType === Q.multipleChoice) return checkSingleChoice(question, entry);
  if (question.questionType === Q.multipleResponse) return checkMultipleResponse(question, entry);
  if (SURVEY_ORDER_QUESTION_TYPES.includes(question.questionType)) return checkOrdering(question, entry);
  if (SURVEY_FILE_QUESTION_TYPES.includes(question.questionType)) return checkFile(question, entry, context);
  return { error: M.unknownQuestion };
}

/**
 * The survey popup's rules (spec 3 §5), enforced by the api too. Every question is
 * mandatory in the popup, whatever its flag; an e-form page follows the flag (DECISIONS #7).
 */
export function checkSubmission(survey: SurveyDefinition, submission: SurveySubmission, context: SubmissionCheckContext): SubmissionCheck {
  // DECISIONS #7: an e-form page follows each question's flag; an unanswered optional question is left out.
  const mustAnswer = (question: SurveyQuestion) => survey.kind !== 'page' || question.mandatory === SURVEY_MANDATORY_YES;
  const header = checkHeaderFields(survey.header, submission, context);
  const student = survey.header.student === SURVEY_FIELD_ASKED ? checkStudent(submission, context) : { errors: [], student: null };
  const errors = [...header.errors, ...student.errors];
  const entryByQuestion = new Map<string, SurveySubmissionEntry>();

  submission.option.forEach((entry, index) => {
    const questionId = trimmed(entry.questionId);
    const at = (key: string) => `option[${index}].${key}`;
    if (entry.surveyId && entry.surveyId !== survey.header.surveyId) {
      errors.push({ field: at('surveyId'), questionId, message: M.otherSurvey });
    } else if (!survey.questions.some((question) => question.questionId === questionId)) {
      errors.push({ field: at('questionId'), questionId, message: M.unknownQuestion });
    } else if (entryByQuestion.has(questionId)) {
      errors.push({ field: questionField(questionId), questionId, message: M.duplicateAnswer });
    } else {
      entryByQuestion.set(questionId, entry);
    }
  });

  const answers: AcceptedAnswer[] = [];
  for (const question of survey.questions) {
    const entry = entryByQuestion.get(question.questionId);
    if (!mustAnswer(question) && (!entry || isEmptyEntry(entry))) continue;
    const checked = entry ? checkAnswer(question, entry, context) : { error: M.questionUnanswered };
    if ('error' in checked)
      errors.push({ field: questionField(question.questionId), questionId: question.questionId, message: checked.error });
    else answers.push(checked.answer);
  }

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, accepted: { name: header.name, email: header.email, phone: header.phone, student: student.student, answers } };
}

const isEmptyEntry = (entry: SurveySubmissionEntry): boolean =>
  !trimmed(entry.answerId) && !trimmed(entry.answerText) && (entry.answerSequence ?? []).length === 0;

/** `{field}: {text}` of the first error: the message of the 400 answer. */
export const describeFirstError = (errors: readonly SurveyFieldError[]): string =>
  errors[0] ? `${errors[0].field}: ${errors[0].message}` : '';
