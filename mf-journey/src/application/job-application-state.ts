import type {
  AdditionalQuestion,
  ApplicationAnswer,
  ApplicationTimelineEntry,
  TestResult,
  VacancyDetail,
  VacancyTestQuestion,
} from '@klob/shared/api-contract/content';
import type { MaxApplyModal } from './max-apply-modals';

/** The steps of the application page, in order; a vacancy without questions or without a test skips that step. */
export const APPLICATION_STEPS = ['questions', 'test', 'review', 'sent'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/** spec 3 §3: the job application state holder. Sending it (pending, a refusal) is the page's `useServerMutation`. */
export interface JobApplicationState {
  activeStage: ApplicationStep;
  /** The steps this vacancy has. */
  steps: ApplicationStep[];
  detailJobVacancy: VacancyDetail | null;
  dataAdditionalQuestion: AdditionalQuestion[];
  answers: Record<string, ApplicationAnswer>;
  /** Question id -> the name of the file its answer holds, for the review (the answer itself holds the url). */
  attachmentNames: Record<string, string>;
  dataTest: VacancyTestQuestion[];
  /** Test question id -> chosen answer id. */
  testAnswers: Record<string, string>;
  /** Question ids (additional or test) whose answer is missing, shown once the user tried to go on. */
  missing: string[];
  timelineData: ApplicationTimelineEntry[];
  testResult: TestResult | null;
  maxApplyModal: MaxApplyModal;
}

export type JobApplicationAction =
  | { type: 'loaded'; vacancy: VacancyDetail; questions: AdditionalQuestion[]; test: VacancyTestQuestion[] }
  | { type: 'answered'; answer: ApplicationAnswer; fileName?: string }
  | { type: 'testAnswered'; questionId: string; answerId: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'sent'; timeline: ApplicationTimelineEntry[]; testResult: TestResult | null }
  | { type: 'maxApply'; modal: MaxApplyModal };

export const initialJobApplicationState: JobApplicationState = {
  activeStage: 'review',
  steps: ['review', 'sent'],
  detailJobVacancy: null,
  dataAdditionalQuestion: [],
  answers: {},
  attachmentNames: {},
  dataTest: [],
  testAnswers: {},
  missing: [],
  timelineData: [],
  testResult: null,
  maxApplyModal: null,
};

const isAnswered = (question: AdditionalQuestion, answer: ApplicationAnswer | undefined) =>
  question.questionType === 'multiple choice' || question.questionType === 'multiple response'
    ? Boolean(answer?.answerIds?.length)
    : Boolean(answer?.answerText?.trim());

/** The mandatory questions ('y', spec 3 §3 / DECISIONS #7) without an answer. */
export const missingAnswers = (questions: AdditionalQuestion[], answers: Record<string, ApplicationAnswer>): string[] =>
  questions
    .filter((question) => question.mandatory === 'y' && !isAnswered(question, answers[question.questionId]))
    .map((q) => q.questionId);

/** Every test question must be answered. */
export const missingTestAnswers = (questions: VacancyTestQuestion[], answers: Record<string, string>): string[] =>
  questions.filter((question) => !answers[question.questionId]).map((question) => question.questionId);

const missingIn = (state: JobApplicationState): string[] =>
  state.activeStage === 'questions'
    ? missingAnswers(state.dataAdditionalQuestion, state.answers)
    : state.activeStage === 'test'
      ? missingTestAnswers(state.dataTest, state.testAnswers)
      : [];

const stepAfter = (state: JobApplicationState, offset: number): ApplicationStep =>
  state.steps[Math.min(Math.max(state.steps.indexOf(state.activeStage) + offset, 0), state.steps.indexOf('review'))] ?? 'review';

export function jobApplicationReducer(state: JobApplicationState, action: JobApplicationAction): JobApplicationState {
  switch (action.type) {
    case 'loaded': {
      const steps = APPLICATION_STEPS.filter(
        (step) => (step !== 'questions' || action.questions.length > 0) && (step !== 'test' || action.test.length > 0),
      );
      return {
        ...state,
        detailJobVacancy: action.vacancy,
        dataAdditionalQuestion: action.questions,
        dataTest: action.test,
        steps,
        activeStage: steps[0]!,
      };
    }
    case 'answered': {
      const { questionId } = action.answer;
      const { [questionId]: _replaced, ...otherNames } = state.attachmentNames;
      const next = {
        ...state,
        answers: { ...state.answers, [questionId]: action.answer },
        attachmentNames: action.fileName ? { ...otherNames, [questionId]: action.fileName } : otherNames,
      };
      return state.missing.length ? { ...next, missing: missingIn(next) } : next;
    }
    case 'testAnswered': {
      const next = { ...state, testAnswers: { ...state.testAnswers, [action.questionId]: action.answerId } };
      return state.missing.length ? { ...next, missing: missingIn(next) } : next;
    }
    case 'next': {
      const missing = missingIn(state);
      return missing.length ? { ...state, missing } : { ...state, missing, activeStage: stepAfter(state, 1) };
    }
    case 'back':
      return { ...state, missing: [], activeStage: stepAfter(state, -1) };
    case 'sent':
      return { ...state, activeStage: 'sent', timelineData: action.timeline, testResult: action.testResult };
    case 'maxApply':
      return { ...state, maxApplyModal: action.modal };
  }
}
