/** Job-application additional-question uploads (spec 3 §7, shapes ours). */

import type { UploadRequest } from './uploads';

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
