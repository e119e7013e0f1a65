import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SURVEY_FILE_QUESTION_TYPES,
  UPLOAD_MESSAGES,
  UPLOAD_PATHS,
  type AdditionalQuestionFile,
  type SurveyQuestionType,
  type UploadResult,
} from '@klob/shared/api-contract/forms';
import { signedInUser } from '../../auth/guard.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { ApiContext } from '../module.js';
import { ownedUpload } from '../uploads/delete-upload.js';
import type { UploadsRuntime } from '../uploads/runtime.js';
import { admitUpload } from '../uploads/upload-admission.js';
import type { AdditionalQuestionFiles } from './additional-question-files.js';
import {
  AdditionalFilesQuerySchema,
  AdditionalUploadBodySchema,
  AdditionalUploadDeleteBodySchema,
  type AdditionalFilesQuery,
  type AdditionalUploadBody,
  type AdditionalUploadDeleteBody,
} from './schemas.js';
import type { VacancyQuestions } from './vacancy-questions.js';

const isFileQuestion = (type: string) => SURVEY_FILE_QUESTION_TYPES.includes(type as SurveyQuestionType);

/**
 * spec 3 §7 names these paths without shapes: the upload is the "custom path" form of
 * the S3 upload (same body plus klobVacancyCode and questionId, result the file key),
 * the delete the custom path with body fileObjKeyName.
 */
export function registerAdditionalQuestionRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  { store, service, quota }: UploadsRuntime,
  files: AdditionalQuestionFiles,
  questions: VacancyQuestions,
): void {
  const { requireUser } = ctx.guards;

  app.post<{ Body: AdditionalUploadBody }>(
    UPLOAD_PATHS.additionalAnswer,
    { schema: { body: AdditionalUploadBodySchema }, preHandler: requireUser, bodyLimit: ctx.config.uploadBodyLimitBytes },
    async (request, reply) => {
      const { klobVacancyCode, questionId, base64, originalFilename } = request.body;
      const caller = await admitUpload(quota, request, reply, base64);
      const userId = signedInUser(request).userId;
      const questionType = await questions.questionType(klobVacancyCode, questionId);
      if (questionType === undefined) throw notFound(`No additional question ${questionId} for vacancy ${klobVacancyCode}`);
      if (!isFileQuestion(questionType)) throw badRequest(`questionId: ${questionId} is not an attachment question`);

      const stored = await service.accept({ base64, originalFilename }, userId);
      await quota.recordStored(caller, stored.sizeBytes);
      const previous = await files.find(userId, klobVacancyCode, questionId);
      await files.record(userId, klobVacancyCode, questionId, stored.fileKey);
      // One file per question (spec 3 §5): the new one replaces the old.
      if (previous) await store.delete(previous.fileKey);
      return ok<UploadResult>(stored.fileKey);
    },
  );

  app.get<{ Querystring: AdditionalFilesQuery }>(
    UPLOAD_PATHS.additionalAnswer,
    { schema: { querystring: AdditionalFilesQuerySchema }, preHandler: requireUser },
    async (request) => {
      const { klobVacancyCode } = request.query;
      if (!(await questions.vacancyExists(klobVacancyCode))) throw notFound(`No vacancy ${klobVacancyCode}`);
      return ok<AdditionalQuestionFile[]>(await files.list(signedInUser(request).userId, klobVacancyCode));
    },
  );

  const deleteOptions = { schema: { body: AdditionalUploadDeleteBodySchema }, preHandler: requireUser };
  const deleteHandler = async (request: FastifyRequest<{ Body: AdditionalUploadDeleteBody }>) => {
    const userId = signedInUser(request).userId;
    const upload = await ownedUpload(store, request.body.fileObjKeyName, userId);
    if (!(await files.findByKey(userId, upload.fileKey))) throw notFound(UPLOAD_MESSAGES.fileNotFound);
    await store.delete(upload.fileKey);
    return ok(null);
  };
  app.delete<{ Body: AdditionalUploadDeleteBody }>(UPLOAD_PATHS.additionalAnswerDelete, deleteOptions, deleteHandler);
  app.post<{ Body: AdditionalUploadDeleteBody }>(UPLOAD_PATHS.additionalAnswerDelete, deleteOptions, deleteHandler);
}
