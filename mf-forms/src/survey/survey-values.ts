import {
  SURVEY_FIELD_ASKED,
  SURVEY_FILE_QUESTION_TYPES,
  SURVEY_ORDER_QUESTION_TYPES,
  SURVEY_QUESTION_TYPES as Q,
  type SurveyAnswerSequenceItem,
  type SurveyHeader,
  type SurveyQuestion,
  type SurveySubmission,
  type SurveySubmissionRecord,
  type SurveyStudentData,
  type UploadFileItem,
  type SurveySubmissionEntry,
  npwpDigits,
} from '@klob/shared/api-contract/forms';

/** What the form holds for one question; which parts are used depends on its type. */
export interface AnswerValue {
  /** short: the answer; attachment/upload: the stored file's url. */
  text: string;
  /** multiple choice: the chosen option. */
  answerId: string;
  /** multiple response: the chosen options, in the options' order. */
  selected: string[];
  /** sequence / ranking: every option id in the user's order. */
  order: string[];
  /** The free text of the others option (multiple choice or multiple response). */
  others: string;
  /** attachment/upload: the stored file's name, shown beside the widget. */
  fileName: string;
}

export interface SurveyValues {
  name: string;
  email: string;
  phone: string;
  /** The university form's dataStudent (spec 3 §3), used when the header asks it. */
  student: SurveyStudentData;
  /** One per question, in the questions' order. */
  answers: AnswerValue[];
}

export const isOrderQuestion = (question: SurveyQuestion) => SURVEY_ORDER_QUESTION_TYPES.includes(question.questionType);
export const isFileQuestion = (question: SurveyQuestion) => SURVEY_FILE_QUESTION_TYPES.includes(question.questionType);
export const othersOptionOf = (question: SurveyQuestion) => question.option.find((option) => option.others);

const sortedOptionIds = (question: SurveyQuestion) =>
  [...question.option].sort((a, b) => a.sequence - b.sequence).map((option) => option.answerId);

/** The empty form for a survey: ordering questions start in the options' own order. */
export function emptySurveyValues(questions: readonly SurveyQuestion[], prefilledEmail = ''): SurveyValues {
  return {
    name: '',
    email: prefilledEmail,
    phone: '',
    student: { nik: '', npwp: '', provinceId: '', cityId: '' },
    answers: questions.map((question) => ({
      text: '',
      answerId: '',
      selected: [],
      order: isOrderQuestion(question) ? sortedOptionIds(question) : [],
      others: '',
      fileName: '',
    })),
  };
}

function entryOf(surveyId: string, question: SurveyQuestion, answer: AnswerValue): SurveySubmissionEntry | null {
  const base = { surveyId, questionId: question.questionId };
  const othersId = othersOptionOf(question)?.answerId;
  const othersText = answer.others.trim();
  if (question.questionType === Q.short) return answer.text.trim() ? { ...base, answerText: answer.text.trim() } : null;
  if (question.questionType === Q.multipleChoice) {
    if (!answer.answerId) return null;
    const chosen = question.option.find((option) => option.answerId === answer.answerId);
    return { ...base, answerId: answer.answerId, answerText: answer.answerId === othersId ? othersText : (chosen?.answerText ?? null) };
  }
  if (question.questionType === Q.multipleResponse) {
    if (answer.selected.length === 0) return null;
    // spec 3 §3: answerSequence holds the chosen options.
    const answerSequence: SurveyAnswerSequenceItem[] = answer.selected.map((answerId, index) => ({
      answerId,
      sequence: index + 1,
      answerText: question.option.find((option) => option.answerId === answerId)?.answerText ?? null,
      otherAnswer: answerId === othersId ? othersText : null,
    }));
    return { ...base, answerSequence };
  }
  if (isOrderQuestion(question)) {
    // spec 3 §3: answerSequence holds every option in the chosen order.
    const answerSequence = answer.order.map((answerId, index) => ({
      answerId,
      sequence: index + 1,
      answerText: question.option.find((option) => option.answerId === answerId)?.answerText ?? null,
    }));
    return { ...base, answerSequence };
  }
  // spec 3 §3: an attachment's answerText holds the uploaded file's url.
  if (isFileQuestion(question)) return answer.text ? { ...base, answerText: answer.text } : null;
  return null;
}

/** The submission of spec 3 §3 from the form's values; unanswered optional questions are left out. */
export function toSubmission(header: SurveyHeader, questions: readonly SurveyQuestion[], values: SurveyValues): SurveySubmission {
  const submission: SurveySubmission = { surveyId: header.surveyId, option: [] };
  if (header.name === SURVEY_FIELD_ASKED) submission.name = values.name.trim();
  if (header.email === SURVEY_FIELD_ASKED) submission.email = values.email.trim();
  if (header.phone === SURVEY_FIELD_ASKED) submission.phone = values.phone.trim();
  if (header.student === SURVEY_FIELD_ASKED) {
    const { nik, npwp, provinceId, cityId } = values.student;
    submission.student = { nik: nik.trim(), npwp: npwpDigits(npwp.trim()), provinceId, cityId };
  }
  questions.forEach((question, index) => {
    const answer = values.answers[index];
    const entry = answer && entryOf(header.surveyId, question, answer);
    if (entry) submission.option.push(entry);
  });
  return submission;
}

const bySequence = (a: SurveyAnswerSequenceItem, b: SurveyAnswerSequenceItem) => a.sequence - b.sequence;

/**
 * The form filled with the author's stored submission, for editing it: answers naming options the
 * question no longer has are left empty, a file answer only when its file is still stored.
 */
export function valuesFromSubmission(
  questions: readonly SurveyQuestion[],
  record: SurveySubmissionRecord,
  prefilledEmail = '',
): SurveyValues {
  const values = emptySurveyValues(questions, prefilledEmail);
  values.name = record.name ?? '';
  values.phone = record.phone ?? '';
  if (!prefilledEmail) values.email = record.email ?? '';
  if (record.student) values.student = { ...record.student };
  questions.forEach((question, index) => {
    const stored = record.option.find((entry) => entry.questionId === question.questionId);
    const answer = values.answers[index];
    if (!stored || !answer) return;
    const known = new Set(question.option.map((option) => option.answerId));
    const othersId = othersOptionOf(question)?.answerId;
    const sequence = [...(stored.answerSequence ?? [])].sort(bySequence).filter((item) => known.has(item.answerId));
    if (question.questionType === Q.short) answer.text = stored.answerText ?? '';
    else if (question.questionType === Q.multipleChoice && stored.answerId && known.has(stored.answerId)) {
      answer.answerId = stored.answerId;
      if (stored.answerId === othersId) answer.others = stored.answerText ?? '';
    } else if (question.questionType === Q.multipleResponse) {
      answer.selected = sequence.map((item) => item.answerId);
      answer.others = sequence.find((item) => item.answerId === othersId)?.otherAnswer ?? '';
    } else if (isOrderQuestion(question) && sequence.length === question.option.length) {
      answer.order = sequence.map((item) => item.answerId);
    } else if (isFileQuestion(question) && stored.file) {
      answer.text = stored.file.url;
      answer.fileName = stored.file.name;
    }
  });
  return values;
}

/** spec 3 §3 (S3-3-10, S3-3-11): the file items of the stored file answers, by questionId; each id is the stored url. */
export function storedFileItemsOf(questions: readonly SurveyQuestion[], record: SurveySubmissionRecord): Record<string, UploadFileItem> {
  const items: Record<string, UploadFileItem> = {};
  for (const question of questions) {
    const file = isFileQuestion(question) ? record.option.find((entry) => entry.questionId === question.questionId)?.file : null;
    if (file)
      items[question.questionId] = {
        name: file.name,
        size: file.size,
        type: file.type,
        uploadFileUrl: file.url,
        backendUrl: file.url,
        fileName: file.fileKey,
        id: file.url,
      };
  }
  return items;
}
