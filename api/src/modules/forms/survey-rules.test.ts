import {
  SURVEY_MESSAGES as M,
  SURVEY_QUESTION_TYPES as Q,
  UPLOAD_MESSAGES,
  type SurveyQuestion,
  type SurveySubmission,
  type SurveySubmissionEntry,
} from '@klob/shared/api-contract/forms';
import { checkSubmission, describeFirstError, type SubmissionCheckContext } from './survey-rules.js';
import type { SurveyDefinition } from './survey-store.js';

const option = (answerId: string, others = false) => ({ answerId, answerText: `text ${answerId}`, others, otherAnswer: null, sequence: 1 });
const question = (
  questionId: string,
  questionType: SurveyQuestion['questionType'],
  options: ReturnType<typeof option>[] = [],
  mandatory: 'y' | 'n' = 'y',
): SurveyQuestion => ({
  questionId,
  questionText: questionId,
  questionType,
  mandatory,
  answerNote: null,
  templateUrl: null,
  sequence: 1,
  option: options,
});

const survey: SurveyDefinition = {
  corporateId: 'CORP-X',
  kind: 'guestbook',
  header: { surveyId: 'S1', surveyName: 'S', description: '', name: 'x', email: 'x', phone: 'x', notLogin: true },
  questions: [
    question('short', Q.short),
    question('choice', Q.multipleChoice, [option('c1'), option('c2'), option('cOther', true)]),
    question('multi', Q.multipleResponse, [option('m1'), option('m2'), option('mOther', true)]),
    question('seq', Q.sequence, [option('s1'), option('s2'), option('s3')]),
    question('rank', Q.ranking, [option('r1'), option('r2')]),
    question('cv', Q.attachment),
    question('video', Q.upload, [], 'n'),
  ],
};

const STORED = '0123456789abcdef01234567-cv.pdf';
const context: SubmissionCheckContext = {
  accountEmail: null,
  storedFileUrl: (reference) => (reference.endsWith(STORED) ? `/files/${STORED}` : null),
};

const validEntries: SurveySubmissionEntry[] = [
  { questionId: 'short', answerText: 'Frontend Engineer' },
  { questionId: 'choice', answerId: 'c2' },
  {
    questionId: 'multi',
    answerSequence: [
      { answerId: 'm2', sequence: 1 },
      { answerId: 'm1', sequence: 2 },
    ],
  },
  {
    questionId: 'seq',
    answerSequence: [
      { answerId: 's3', sequence: 1 },
      { answerId: 's1', sequence: 2 },
      { answerId: 's2', sequence: 3 },
    ],
  },
  {
    questionId: 'rank',
    answerSequence: [
      { answerId: 'r2', sequence: 1 },
      { answerId: 'r1', sequence: 2 },
    ],
  },
  { questionId: 'cv', answerText: STORED },
  { questionId: 'video', answerText: `/files/${STORED}` },
];
const valid: SurveySubmission = {
  surveyId: 'S1',
  name: 'Kirana',
  email: 'kirana@example.id',
  phone: '+628123456789',
  option: validEntries,
};

const withEntry = (entry: SurveySubmissionEntry): SurveySubmission => ({
  ...valid,
  option: valid.option.map((existing) => (existing.questionId === entry.questionId ? entry : existing)),
});
const errorsOf = (submission: SurveySubmission, ctx = context) => {
  const checked = checkSubmission(survey, submission, ctx);
  return checked.ok ? [] : checked.errors;
};
const errorFor = (submission: SurveySubmission, field: string) => errorsOf(submission).find((error) => error.field === field)?.message;

test('a complete submission passes and keeps the chosen order of sequence answers', () => {
  const checked = checkSubmission(survey, valid, context);
  expect(checked.ok).toBe(true);
  if (!checked.ok) return;
  expect(checked.accepted.answers.find((answer) => answer.questionId === 'seq')?.answerSequence?.map((item) => item.answerId)).toEqual([
    's3',
    's1',
    's2',
  ]);
  expect(checked.accepted.answers.find((answer) => answer.questionId === 'choice')?.answerText).toBe('text c2');
});

test('S3-5-01 the name is required', () => {
  expect(errorFor({ ...valid, name: '  ' }, 'name')).toBe(M.nameRequired);
});

test('S3-5-02 S3-5-03 the email is required and must be well-formed', () => {
  expect(errorFor({ ...valid, email: '' }, 'email')).toBe(M.emailRequired);
  expect(errorFor({ ...valid, email: 'kirana@' }, 'email')).toBe(M.emailFormat);
});

test('S3-5-04 for a signed-in user the account email is used whatever the form holds', () => {
  const checked = checkSubmission(survey, { ...valid, email: '' }, { ...context, accountEmail: 'klobber@klob.id' });
  expect(checked.ok && checked.accepted.email).toBe('klobber@klob.id');
});

test('S3-5-05 S3-5-06 S3-5-07 the phone is required, at most 16 characters, and in the international pattern', () => {
  expect(errorFor({ ...valid, phone: '' }, 'phone')).toBe(M.phoneRequired);
  expect(errorFor({ ...valid, phone: '+62812345678901234' }, 'phone')).toBe(M.phoneMaxLength);
  expect(errorFor({ ...valid, phone: '+62 812 3456 7890 1234' }, 'phone')).toBe(M.phoneMaxLength);
  expect(errorFor({ ...valid, phone: '12-34' }, 'phone')).toBe(M.phoneFormat);
  // The form's own example, grouped with spaces (issue 21).
  for (const phone of ['+628123456789', '081234567890', '(021) 555-1234', '021.555.12345678', '+62 812 3456 7890']) {
    expect(errorFor({ ...valid, phone }, 'phone')).toBeUndefined();
  }
});

test('fields the header does not ask are neither checked nor kept', () => {
  const quiet: SurveyDefinition = { ...survey, header: { ...survey.header, name: '', email: '', phone: '' } };
  const checked = checkSubmission(quiet, { ...valid, name: '', email: 'nonsense', phone: 'abc' }, context);
  expect(checked.ok && [checked.accepted.name, checked.accepted.email, checked.accepted.phone]).toEqual([null, null, null]);
});

test('S3-5-08 every question is mandatory in the popup, the upload one too whatever its flag (DECISIONS #7)', () => {
  const errors = errorsOf({ ...valid, option: [] });
  expect(errors.filter((error) => error.questionId).map((error) => [error.questionId, error.message])).toEqual(
    survey.questions.map((q) => [q.questionId, M.questionUnanswered]),
  );
  expect(errorFor(withEntry({ questionId: 'video', answerText: '' }), 'question.video')).toBe(M.questionUnanswered);
});

test('S3-5-10 a short answer is at most 255 characters', () => {
  expect(errorFor(withEntry({ questionId: 'short', answerText: 'a'.repeat(255) }), 'question.short')).toBeUndefined();
  expect(errorFor(withEntry({ questionId: 'short', answerText: 'a'.repeat(256) }), 'question.short')).toBe(M.shortAnswerMaxLength);
});

test('S3-5-11 S3-5-12 S3-5-13 the others text is required only when chosen, at most 255 characters', () => {
  expect(errorFor(withEntry({ questionId: 'choice', answerId: 'c1', answerText: '' }), 'question.choice')).toBeUndefined();
  expect(errorFor(withEntry({ questionId: 'choice', answerId: 'cOther', answerText: ' ' }), 'question.choice')).toBe(M.othersRequired);
  expect(errorFor(withEntry({ questionId: 'choice', answerId: 'cOther', answerText: 'b'.repeat(256) }), 'question.choice')).toBe(
    M.othersMaxLength,
  );
  const otherMulti = (otherAnswer: string) =>
    withEntry({ questionId: 'multi', answerSequence: [{ answerId: 'mOther', sequence: 1, otherAnswer }] });
  expect(errorFor(otherMulti(''), 'question.multi')).toBe(M.othersRequired);
  expect(errorFor(otherMulti('Pendidikan'), 'question.multi')).toBeUndefined();
});

test('S3-5-14 a multiple-response question with no choice is unanswered', () => {
  expect(errorFor(withEntry({ questionId: 'multi', answerSequence: [] }), 'question.multi')).toBe(M.questionUnanswered);
});

test('S3-5-15 a single-choice question with nothing chosen is unanswered; an unknown option is refused', () => {
  expect(errorFor(withEntry({ questionId: 'choice', answerId: null }), 'question.choice')).toBe(M.questionUnanswered);
  expect(errorFor(withEntry({ questionId: 'choice', answerId: 'zzz' }), 'question.choice')).toBe(M.unknownOption);
});

test('sequence and ranking answers must order every option once', () => {
  expect(errorFor(withEntry({ questionId: 'seq', answerSequence: [{ answerId: 's1', sequence: 1 }] }), 'question.seq')).toBe(
    M.questionUnanswered,
  );
  const repeated = [
    { answerId: 'r1', sequence: 1 },
    { answerId: 'r1', sequence: 2 },
  ];
  expect(errorFor(withEntry({ questionId: 'rank', answerSequence: repeated }), 'question.rank')).toBe(M.unknownOption);
});

test('S3-5-16 an upload answer names one stored file', () => {
  expect(errorFor(withEntry({ questionId: 'cv', answerText: `${STORED},${STORED}` }), 'question.cv')).toBe(M.oneFileOnly);
  expect(errorFor(withEntry({ questionId: 'cv', answerText: 'fedcba9876543210fedcba98-x.pdf' }), 'question.cv')).toBe(M.fileNotFound);
});

test("an attachment question's file types decide which stored file it takes (a PDF question takes no image)", () => {
  const pdfOnly: SurveyDefinition = {
    ...survey,
    questions: survey.questions.map((candidate) => (candidate.questionId === 'cv' ? { ...candidate, fileTypes: ['pdf'] } : candidate)),
  };
  const image = '0123456789abcdef01234567-foto.png';
  const withImage: SubmissionCheckContext = {
    ...context,
    storedFileUrl: (reference) => (reference === image ? `/files/${image}` : `/files/${STORED}`),
  };
  const errorsWith = (answerText: string) => {
    const checked = checkSubmission(pdfOnly, withEntry({ questionId: 'cv', answerText }), withImage);
    return checked.ok ? undefined : checked.errors.find((error) => error.field === 'question.cv')?.message;
  };
  expect(errorsWith(image)).toBe(UPLOAD_MESSAGES.formatMismatch);
  expect(errorsWith(STORED)).toBeUndefined();
});

test('answers to unknown questions, twice to one question, or for another survey are refused', () => {
  expect(errorFor({ ...valid, option: [...validEntries, { questionId: 'nope', answerText: 'x' }] }, 'option[7].questionId')).toBe(
    M.unknownQuestion,
  );
  expect(errorFor({ ...valid, option: [...validEntries, validEntries[0]!] }, 'question.short')).toBe(M.duplicateAnswer);
  expect(errorFor({ ...valid, option: [{ ...validEntries[0]!, surveyId: 'S2' }, ...validEntries.slice(1)] }, 'option[0].surveyId')).toBe(
    M.otherSurvey,
  );
});

test('the 400 message names the first failing field', () => {
  expect(describeFirstError(errorsOf({ ...valid, name: '', option: [] }))).toBe(`name: ${M.nameRequired}`);
});
