/**
 * Request and response shapes of the forms calls (api areas 050 forms, 055 uploads,
 * 060 feedback): the company / job-fair survey (spec 3 §3, §5, §7), the S3-like
 * upload and delete calls with the attachment size master, the job-application
 * additional-question uploads, and the CSAT/NPS feedback items (spec 1 §3, §4.4, §4.5).
 * Every answer is wrapped in the envelope `{ status, message, result }`; the types
 * below describe `result`.
 */

import { routePath } from './route-path';

// ---- Survey / guestbook (spec 3 §3, §5, §7) --------------------------------------

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

/** The student data of a university form (spec 3 §3 dataStudent), sent when the header asks it. */
export interface SurveyStudentData {
  /** The national id number: 16 digits. */
  nik: string;
  /** The tax number: 15 or 16 digits (dots and dashes allowed, ignored). */
  npwp: string;
  provinceId: string;
  cityId: string;
}

/** spec 3 §3 university form: NIK 16 digits; NPWP 15 digits (old format) or 16 (the NIK-based one). */
export const STUDENT_NIK_PATTERN = /^[0-9]{16}$/;
export const STUDENT_NPWP_PATTERN = /^[0-9]{15,16}$/;
/** An NPWP as typed ('12.345.678.9-012.345') without its dots, dashes and spaces. */
export const npwpDigits = (npwp: string): string => npwp.replace(/[.\-\s]/g, '');

/** The university form's messages (ours: the spec names the fields only). */
export const STUDENT_MESSAGES = {
  nikRequired: 'NIK wajib diisi',
  nikFormat: 'NIK harus 16 digit angka',
  npwpRequired: 'NPWP wajib diisi',
  npwpFormat: 'NPWP harus 15 atau 16 digit angka',
  provinceRequired: 'Provinsi wajib dipilih',
  cityRequired: 'Kota wajib dipilih',
} as const;

/** The master lists of the university form (ours: spec 3 §3 names "master provinces and cities"). */
export const MASTER_REGION_PATHS = {
  /** GET: every province. */
  provinces: '/rest/open/masterdata/province',
  /** GET ?provinceId=: the cities of one province. */
  cities: '/rest/open/masterdata/city',
} as const;

export interface MasterProvince {
  provinceId: string;
  provinceName: string;
}

export interface MasterCity {
  cityId: string;
  cityName: string;
  provinceId: string;
}

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

// ---- Uploads (spec 3 §5, §7; DECISIONS #6) ----------------------------------------

/** spec 3 §5 / §9: the limit when the attachment master has no entry for the extension. */
export const DEFAULT_UPLOAD_MAX_BYTES = 2097152;

/** Where a stored file is served back: `${UPLOADED_FILES_PATH}/${fileKey}`. */
export const UPLOADED_FILES_PATH = '/files';

/** GET: a stored file; clients build its URL with `UPLOADED_FILE(fileKey)` (or {@link fileUrlOf}). */
export const UPLOADED_FILE = routePath(`${UPLOADED_FILES_PATH}/:fileKey`);

export const fileUrlOf = (fileKey: string): string => UPLOADED_FILE(fileKey);

export const UPLOAD_FILE_TYPES = ['image', 'video', 'document'] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

/** Title of the rejected-upload warning (spec 3 §8). */
export const UPLOAD_WARNING_TITLE = 'Periksa File!';

/** Texts of a rejected upload (spec 3 §8 names their topics; the wording is ours). */
export const UPLOAD_MESSAGES = {
  sizeExceeded: 'Ukuran file melebihi batas maksimal',
  durationExceeded: 'Durasi video melebihi batas maksimal',
  formatMismatch: 'Format file tidak sesuai',
  onlyMp4: 'Hanya video mp4 yang diperbolehkan',
  invalidBase64: 'Isi file tidak valid',
  fileNotFound: 'Berkas tidak ditemukan',
  notYourFile: 'Berkas ini bukan milikmu',
  /** Issue 6: HTML or script after a real file signature (a polyglot). */
  unsafeContent: 'Isi file tidak diizinkan',
  /** Issue 6: a visitor's file is deleted only with the delete token its upload answered. */
  deleteTokenRequired: 'Berkas ini hanya dapat dihapus dengan token hapusnya',
  /** Issue 6: too many upload attempts in a minute (429). */
  tooManyAttempts: 'Terlalu banyak unggahan, coba lagi sebentar lagi',
  /** Issue 6: the hourly upload volume is used up (429). */
  hourlyBytesExceeded: 'Batas unggahan per jam tercapai, coba lagi nanti',
  /** A request body over the api's limit (413), refused before it is read. */
  bodyTooLarge: 'Ukuran file terlalu besar untuk dikirim',
} as const;

/** `code` of a rejected upload's 400 answer, so a client can pick its own text. */
export const UPLOAD_ERROR_CODES = {
  sizeExceeded: 'FILE_SIZE_EXCEEDED',
  durationExceeded: 'VIDEO_DURATION_EXCEEDED',
  formatMismatch: 'FILE_FORMAT_MISMATCH',
  onlyMp4: 'VIDEO_ONLY_MP4',
  invalidBase64: 'FILE_CONTENT_INVALID',
  unsafeContent: 'FILE_CONTENT_UNSAFE',
} as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[keyof typeof UPLOAD_ERROR_CODES];

/** POST /rest/open/s3/upload; result: the stored file key (a string). */
export interface UploadRequest {
  /** The file's bytes, base64; a `data:...;base64,` prefix is allowed. */
  base64: string;
  originalFilename: string;
}
export type UploadResult = string;

/**
 * Issue 6: a visitor's upload answer carries, beside `result`, the token that alone can
 * delete that file: `{ status, message, result: fileKey, deleteToken }`. A signed-in
 * user's answer has none (the user deletes their own files).
 */
export interface UploadAnswerExtras {
  deleteToken?: string;
}

/** Issue 6: the request header that carries a visitor file's delete token (or body `deleteToken`). */
export const UPLOAD_DELETE_TOKEN_HEADER = 'x-upload-delete-token';

/** DELETE rest/open/s3/delete?fileName= (or body fileObjKeyName); fileName may be the key or its /files url. */
export interface DeleteUploadQuery {
  fileName?: string;
}
export interface DeleteUploadBody {
  fileObjKeyName?: string;
  /** A visitor's file: the token its upload answered (or the UPLOAD_DELETE_TOKEN_HEADER header). */
  deleteToken?: string;
}
export type DeleteUploadResult = null;

/**
 * One entry of GET /rest/masterdata/size/attachement: the rule for the file extension
 * `id` (spec 3 §3). `extension` lists every extension sharing the rule.
 */
export interface AttachmentSizeRule {
  id: string;
  type: UploadFileType;
  extension: string[];
  /** Max bytes. */
  size: number;
  /** Max seconds, for videos; null otherwise. */
  lengthDuration: number | null;
}

/**
 * spec 3 §3 (S3-3-10): a file item of the upload widget: name, size, type, uploadFileUrl, backendUrl,
 * fileName and id. For a file stored earlier and shown again for editing, id is that file's url, the
 * attachmentImage url the answer holds (S3-3-11); for a file uploaded now, a key of the widget.
 */
export interface UploadFileItem {
  /** The name shown (the uploaded name, sanitised). */
  name: string;
  size: number;
  /** MIME type. */
  type: string;
  /** Where the browser opens and previews the file. */
  uploadFileUrl: string;
  /** The url the api stored it under (`/files/{fileKey}`): what an answer saves as its answerText. */
  backendUrl: string;
  /** The stored file's name, the file key (what the delete call's `fileName` names). */
  fileName: string;
  id: string;
}

// ---- Job-application additional-question uploads (spec 3 §7, shapes ours) --------

/**
 * POST /rest/page/klobnco/additional/question/upload: the "custom path" variant of the
 * upload call. Stores the file as the caller's answer to an attachment question
 * (one file per question: a new upload replaces the old one). result: the stored file key.
 */
export interface AdditionalQuestionUploadRequest extends UploadRequest {
  klobVacancyCode: string;
  questionId: string;
}

/** DELETE (or POST) /rest/page/klobnco/additional/question/upload/delete: body fileObjKeyName. */
export interface AdditionalQuestionUploadDeleteBody {
  fileObjKeyName: string;
}

/** A stored additional-question answer file. */
export interface AdditionalQuestionFile {
  klobVacancyCode: string;
  questionId: string;
  fileKey: string;
  fileUrl: string;
  originalFilename: string;
  size: number;
}

/** GET /rest/page/klobnco/additional/question/upload?klobVacancyCode=: the caller's files for that vacancy. */
export interface AdditionalQuestionFilesQuery {
  klobVacancyCode: string;
}

// ---- CSAT / NPS feedback (spec 1 §3, §4.4, §4.5, §9) ------------------------------

export const FEEDBACK_TYPES = ['NPS', 'CSAT'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_SECTIONS = ['logout', 'klobmeter', 'ensiklobedia', 'kaleidosklob', 'klobnco'] as const;
export type FeedbackSection = (typeof FEEDBACK_SECTIONS)[number];

/** spec 1 §9: the NPS scale and its thresholds. */
export const NPS_SCALE_MIN = 1;
export const NPS_SCALE_MAX = 10;
export const NPS_PROMOTER_MIN = 9;
export const NPS_PASSIVE_MIN = 7;
/** spec 1 §5 / §9: the comment limit. */
export const NPS_COMMENT_MAX_LENGTH = 1000;

/** spec 1 §3: the rating meanings, from the lowest band to the highest. */
export const NPS_MEANINGS = {
  detractor: 'Tidak Akan',
  passive: 'Mungkin Akan',
  promoter: 'Sangat Akan',
} as const;
export type NpsMeaning = (typeof NPS_MEANINGS)[keyof typeof NPS_MEANINGS];

export const npsMeaningOf = (value: number): NpsMeaning =>
  value >= NPS_PROMOTER_MIN ? NPS_MEANINGS.promoter : value >= NPS_PASSIVE_MIN ? NPS_MEANINGS.passive : NPS_MEANINGS.detractor;

export interface FeedbackQuestion {
  value: number;
  meaning: NpsMeaning;
  answerId: string;
}

/** GET lists the caller's feedback items, POST stores an answer (S1-7-16, S1-7-18). */
export const FEEDBACK_PATH = '/rest/page/csat/nps';

/** One item of GET /rest/page/csat/nps (S1-7-18, S3-7-10). */
export interface FeedbackItem {
  campaignId: string;
  type: FeedbackType;
  section: FeedbackSection;
  /** Whether the caller already answered; the list offers unanswered items only unless includeAnswered=true. */
  isExist: boolean;
  note_id: string;
  note_en: string;
  question: FeedbackQuestion[];
}

/** GET /rest/page/csat/nps?section=&includeAnswered= (both optional). */
export interface FeedbackListQuery {
  section?: FeedbackSection;
  includeAnswered?: boolean;
}

/** POST /rest/page/csat/nps (S1-7-16); featureId is always null (spec 1 §3). */
export interface NpsAnswerRequest {
  campaignId: string;
  type: FeedbackType;
  section: FeedbackSection;
  answerId: string;
  answerText: string;
  featureId: null;
}

export interface NpsAnswerResult {
  campaignId: string;
  answerId: string;
}
