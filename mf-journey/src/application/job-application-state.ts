import type { AdditionalQuestion, ApplicationAnswer, ApplicationTimelineEntry, VacancyDetail } from '@klob/shared/api-contract/content';
import type { MaxApplyModal } from './max-apply-modals';

/** The steps of the application page, in order; the test step of spec 3 §3 has no test data in the api yet. */
export const APPLICATION_STEPS = ['questions', 'review', 'sent'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/** spec 3 §3: the job application state holder. */
export interface JobApplicationState {
  activeStage: ApplicationStep;
  detailJobVacancy: VacancyDetail | null;
  dataAdditionalQuestion: AdditionalQuestion[];
  answers: Record<string, ApplicationAnswer>;
  /** Question ids whose mandatory answer is missing, shown once the user tried to go on. */
  missing: string[];
  timelineData: ApplicationTimelineEntry[];
  maxApplyModal: MaxApplyModal;
  /** The api's reason when it refused the application. */
  errorMessage: string | null;
  sending: boolean;
}

export type JobApplicationAction =
  | { type: 'loaded'; vacancy: VacancyDetail; questions: AdditionalQuestion[] }
  | { type: 'answered'; answer: ApplicationAnswer }
  | { type: 'toReview' }
  | { type: 'backToQuestions' }
  | { type: 'sending' }
  | { type: 'sent'; timeline: ApplicationTimelineEntry[] }
  | { type: 'refused'; message: string }
  | { type: 'maxApply'; modal: MaxApplyModal };

export const initialJobApplicationState: JobApplicationState = {
  activeStage: 'questions',
  detailJobVacancy: null,
  dataAdditionalQuestion: [],
  answers: {},
  missing: [],
  timelineData: [],
  maxApplyModal: null,
  errorMessage: null,
  sending: false,
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

export function jobApplicationReducer(state: JobApplicationState, action: JobApplicationAction): JobApplicationState {
  switch (action.type) {
    case 'loaded':
      return {
        ...state,
        detailJobVacancy: action.vacancy,
        dataAdditionalQuestion: action.questions,
        activeStage: action.questions.length ? 'questions' : 'review',
      };
    case 'answered': {
      const answers = { ...state.answers, [action.answer.questionId]: action.answer };
      const missing = state.missing.length ? missingAnswers(state.dataAdditionalQuestion, answers) : state.missing;
      return { ...state, answers, missing };
    }
    case 'toReview': {
      const missing = missingAnswers(state.dataAdditionalQuestion, state.answers);
      return missing.length ? { ...state, missing } : { ...state, missing, activeStage: 'review', errorMessage: null };
    }
    case 'backToQuestions':
      return { ...state, activeStage: state.dataAdditionalQuestion.length ? 'questions' : 'review' };
    case 'sending':
      return { ...state, sending: true, errorMessage: null };
    case 'sent':
      return { ...state, sending: false, activeStage: 'sent', timelineData: action.timeline };
    case 'refused':
      return { ...state, sending: false, errorMessage: action.message };
    case 'maxApply':
      return { ...state, sending: false, maxApplyModal: action.modal };
  }
}
