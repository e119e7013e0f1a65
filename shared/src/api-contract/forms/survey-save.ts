/** Survey / guestbook: saving a submission and reading it back. */

import type { SurveyAnswerSequenceItem, SurveySubmissionEntry } from './survey-view';
import type { SurveyStudentData } from './university';

/** POST /rest/open/page/survey/klobfair/save */
export interface SurveySubmission {
  surveyId: string;
  name?: string;
  email?: string;
  phone?: string;
  /** When the header asks it (`student: 'x'`). */
  student?: SurveyStudentData;
  option: SurveySubmissionEntry[];
}

/** The field a survey error belongs to: 'name', 'email', 'phone' or `question.{questionId}`. */
export interface SurveyFieldError {
  field: string;
  questionId: string | null;
  message: string;
}

/** A stored submission as its author reads it back (answers as the api accepted them). */
export interface SurveySubmissionRecord {
  submissionId: string;
  surveyId: string;
  submittedAt: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  student: SurveyStudentData | null;
  option: {
    questionId: string;
    answerId: string | null;
    answerText: string | null;
    answerSequence: SurveyAnswerSequenceItem[] | null;
    /** An attachment / upload answer: the stored file its answerText names, so the author can edit the answer. */
    file?: SurveyAnswerFile | null;
  }[];
}

/** The stored file of an attachment answer as the read-back describes it (name, size, MIME type, where it is served). */
export interface SurveyAnswerFile {
  /** The name it was uploaded under (sanitised). */
  name: string;
  size: number;
  /** MIME type. */
  type: string;
  /** Where the api serves it (`/files/{fileKey}`): the answer's answerText. */
  url: string;
  fileKey: string;
}

/** 200 answer of the save. */
export interface SurveySaveResult {
  submissionId: string;
}

/** 400 answer of the save: `message` is `{field}: {text}` of the first error; result lists them all. */
export interface SurveySaveErrors {
  errors: SurveyFieldError[];
}
