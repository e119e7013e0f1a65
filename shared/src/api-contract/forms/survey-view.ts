/** Survey / guestbook: the survey as the form reads it and the answers it sends. */

import type { SurveyFieldFlag, SurveyMandatoryFlag, SurveyQuestionType } from './survey-rules';

export interface SurveyHeader {
  surveyId: string;
  surveyName: string;
  /** HTML. */
  description: string;
  name: SurveyFieldFlag;
  email: SurveyFieldFlag;
  phone: SurveyFieldFlag;
  /** True: open to visitors; false: a signed-in user is needed to see and save it (spec 3 §6). */
  notLogin: boolean;
  /**
   * 'x': the university form (spec 3 §3 state holder): the student data (NIK, NPWP, province and
   * city) is asked beside the answers. Only e-form pages of form events ask it.
   */
  student?: SurveyFieldFlag;
  /** The English name and description, when the survey has them (issue 21); the Indonesian ones are the survey's own. */
  en?: { surveyName: string; description: string } | null;
}

export interface SurveyOption {
  answerId: string;
  answerText: string;
  /** True for the free-text "others" option. */
  others: boolean;
  /** Always null from the api; the client fills it for an others option. */
  otherAnswer: string | null;
  sequence: number;
  /** The English text, when the survey has one; answers store the option's own (Indonesian) text. */
  en?: { answerText: string } | null;
}

export interface SurveyQuestion {
  questionId: string;
  questionText: string;
  questionType: SurveyQuestionType;
  mandatory: SurveyMandatoryFlag;
  answerNote: string | null;
  /** A template file to download first (attachment questions), or null. */
  templateUrl: string | null;
  sequence: number;
  option: SurveyOption[];
  /**
   * attachment / upload: the extensions the answer's file may have (['pdf']); absent or null, every
   * uploadable type. What the file picker offers, what is accepted and whether the cropper opens follow it.
   */
  fileTypes?: string[] | null;
  /** The English question text and note, when the survey has them. */
  en?: { questionText: string; answerNote: string | null } | null;
}

/** GET /rest/open/page/survey/klobfair/view?corporateId= */
export interface SurveyViewQuery {
  corporateId: string;
}

/**
 * The survey of a company (or of the job fair). A known company without a survey
 * answers `{ header: null, question: [] }`; an unknown corporateId answers 404.
 */
export interface SurveyView {
  header: SurveyHeader | null;
  question: SurveyQuestion[];
}

/** One ordered option of answerSequence (sequence/ranking: every option; multiple response: the chosen ones). */
export interface SurveyAnswerSequenceItem {
  answerId: string;
  /** 1-based position. */
  sequence: number;
  answerText?: string | null;
  /** The free text when this is the others option. */
  otherAnswer?: string | null;
}

/** One entry of the submission's option list (spec 3 §3). */
export interface SurveySubmissionEntry {
  surveyId?: string;
  questionId: string;
  /** multiple choice: the chosen option. */
  answerId?: string | null;
  /** short: the answer; multiple choice with the others option: its free text; attachment/upload: the file url or key. */
  answerText?: string | null;
  answerSequence?: SurveyAnswerSequenceItem[] | null;
}
