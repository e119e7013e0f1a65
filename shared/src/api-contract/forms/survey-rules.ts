/** Survey / guestbook (spec 3 §3, §5, §7): the paths, the question types, the limits and the form's messages. */

/** The survey calls (spec 3 §7) and the e-form views of the forms area (ours: spec 1 §2.6 names the pages only). */
export const SURVEY_PATHS = {
  view: '/rest/open/page/survey/klobfair/view',
  save: '/rest/open/page/survey/klobfair/save',
  /** GET ?surveyUrl=: the survey of an /eform/{surveyUrl} page (or of a fixed survey page such as /survey/demosurveinenilai). */
  eformView: '/rest/open/page/survey/eform/view',
  /** GET ?formId=: the survey of an /form/{id} page (an event of type form); signed-in callers only. */
  formView: '/rest/page/survey/form/view',
  /** GET ?surveyId=: the signed-in caller's latest submission of that survey (SurveySubmissionRecord), 404 when none. */
  mySubmission: '/rest/page/survey/submission',
  /** GET ?surveyId=: every submission of a company's survey (SurveySubmissionRecord[], newest first), for that company's admins only. */
  companySubmissions: '/rest/page/survey/company/submissions',
} as const;

/** The upload calls (spec 3 §7). */
export const UPLOAD_PATHS = {
  upload: '/rest/open/s3/upload',
  delete: '/rest/open/s3/delete',
  attachmentRules: '/rest/masterdata/size/attachement',
  /** POST (multipart) a file answer of an additional question; GET lists the caller's. */
  additionalAnswer: '/rest/page/klobnco/additional/question/upload',
  /** DELETE or POST { fileKey }: removes one of the caller's file answers. */
  additionalAnswerDelete: '/rest/page/klobnco/additional/question/upload/delete',
} as const;

/** GET SURVEY_PATHS.eformView */
export interface SurveyEformQuery {
  surveyUrl: string;
}

/** GET SURVEY_PATHS.formView */
export interface SurveyFormQuery {
  formId: string;
}

/** The fixed survey page /survey/demosurveinenilai reads its survey under this surveyUrl. */
export const DEMO_SURVEY_PAGE_URL = 'demosurveinenilai';

/**
 * The fixed company id the survey view is asked for on job-fair pages
 * (spec 3 §9: "value not shown"; chosen here).
 */
export const KLOBFAIR_CORPORATE_ID = 'CORP-KLOBFAIR';

/** A header flag (name, email, phone) with this value means the field is asked (spec 3 §3). */
export const SURVEY_FIELD_ASKED = 'x';
export type SurveyFieldFlag = typeof SURVEY_FIELD_ASKED | '';

/** The survey question types of spec 3 §3; upload and ranking are the answer widgets' names. */
export const SURVEY_QUESTION_TYPES = {
  attachment: 'attachment',
  sequence: 'sequence',
  short: 'short',
  multipleChoice: 'multiple choice',
  multipleResponse: 'multiple response',
  upload: 'upload',
  ranking: 'ranking',
} as const;
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[keyof typeof SURVEY_QUESTION_TYPES];

/** Question types answered with one uploaded file (answerText holds its url, spec 3 §3). */
export const SURVEY_FILE_QUESTION_TYPES: readonly SurveyQuestionType[] = [SURVEY_QUESTION_TYPES.attachment, SURVEY_QUESTION_TYPES.upload];
/** Question types answered by ordering every option (answerSequence, spec 3 §3). */
export const SURVEY_ORDER_QUESTION_TYPES: readonly SurveyQuestionType[] = [SURVEY_QUESTION_TYPES.sequence, SURVEY_QUESTION_TYPES.ranking];

/** The question's mandatory flag: 'y' or not (spec 3 §3). */
export const SURVEY_MANDATORY_YES = 'y';
export type SurveyMandatoryFlag = typeof SURVEY_MANDATORY_YES | 'n';

/** Limits of spec 3 §5 / §9. */
export const SURVEY_PHONE_MAX_LENGTH = 16;
export const SURVEY_SHORT_ANSWER_MAX_LENGTH = 255;
export const SURVEY_OTHERS_ANSWER_MAX_LENGTH = 255;
/** spec 1 §5: text inputs (name, email) default to maxLength 255. */
export const SURVEY_TEXT_MAX_LENGTH = 255;

/**
 * spec 3 §5: an international pattern with groups of 3 digits, 3 digits, then 4 to 8
 * digits (an optional leading +, optional brackets round the first group, and one
 * space, dot or dash between groups).
 */
export const SURVEY_PHONE_PATTERN = /^[+]?[(]?[0-9]{3}[)]?[-\s.]?[0-9]{3}[-\s.]?[0-9]{4,8}$/;
export const SURVEY_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The survey form's messages (spec 3 §5); the api answers the same texts. */
export const SURVEY_MESSAGES = {
  nameRequired: 'Nama wajib diisi',
  emailRequired: 'Email wajib diisi',
  emailFormat: 'Format email yang kamu masukkan salah',
  phoneRequired: 'Nomor telepon wajib diisi',
  phoneMaxLength: 'Maksimal 16 karakter',
  phoneFormat: 'Format tidak sesuai',
  questionUnanswered: 'Anda belum menjawab pertanyaan ini',
  shortAnswerMaxLength: 'Maksimal 255 karakter',
  othersRequired: 'Wajib diisi',
  othersMaxLength: 'Maksimal 255 karakter',
  textMaxLength: 'Maksimal 255 karakter',
  /** Not in the spec: an upload question takes one file (spec 3 §5). */
  oneFileOnly: 'Hanya satu berkas yang diperbolehkan',
  /** Not in the spec: an answer that names an option the question does not have. */
  unknownOption: 'Pilihan jawaban tidak dikenal',
  /** Not in the spec: an attachment answer whose file was never uploaded. */
  fileNotFound: 'Berkas tidak ditemukan',
  /** Not in the spec: an answer to a question the survey does not have. */
  unknownQuestion: 'Pertanyaan tidak dikenal',
  /** Not in the spec: two answers to one question. */
  duplicateAnswer: 'Pertanyaan ini dijawab lebih dari sekali',
  /** Not in the spec: an answer entry naming another survey. */
  otherSurvey: 'Jawaban untuk survei lain',
  formWarning: 'Periksa Form',
} as const;
