/** The survey wire shapes of spec 3 §3 are the api contract's. */
export type {
  AttachmentSizeRule,
  SurveyAnswerSequenceItem,
  SurveyFieldFlag,
  SurveyHeader,
  SurveyMandatoryFlag,
  SurveyOption,
  SurveyQuestion,
  SurveyQuestionType,
  SurveySubmission,
  SurveySubmissionEntry,
  SurveyView,
} from '../api-contract/forms';

/** Upload progress states (spec 3 §4). */
export type UploadState =
  { status: 'idle' } | { status: 'uploading'; percent: number } | { status: 'done'; fileKey: string } | { status: 'failed'; error: string };
