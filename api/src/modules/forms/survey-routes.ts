import type { FastifyInstance } from 'fastify';
import {
  KLOBFAIR_CORPORATE_ID,
  fileUrlOf,
  type SurveySaveErrors,
  type SurveySaveResult,
  type SurveyView,
} from '@klob/shared/api-contract/forms';
import { readBearer } from '../../auth/guard.js';
import { ok } from '../../http/envelope.js';
import { notFound, sessionExpired, unauthorized } from '../../http/errors.js';
import type { ApiContext } from '../module.js';
import { fileKeyFrom } from '../uploads/file-key.js';
import type { UploadStore } from '../uploads/upload-store.js';
import { SurveySubmissionSchema, SurveyViewQuerySchema, type SurveySubmissionBody, type SurveyViewQuery } from './schemas.js';
import { checkSubmission, describeFirstError } from './survey-rules.js';
import type { SurveyStore } from './survey-store.js';

const BAD_REQUEST = 400;

export function registerSurveyRoutes(app: FastifyInstance, ctx: ApiContext, surveys: SurveyStore, uploads: UploadStore): void {
  const companyExists = ctx.db.prepare<[string], 1>('SELECT 1 FROM companies WHERE corporate_id = ?').pluck();

  // S3-7-04: result {header, question}; a company without a survey answers an empty one.
  app.get<{ Querystring: SurveyViewQuery }>(
    '/rest/open/page/survey/klobfair/view',
    { schema: { querystring: SurveyViewQuerySchema } },
    async (request) => {
      const { corporateId } = request.query;
      const survey = surveys.activeFor(corporateId);
      if (survey) return ok<SurveyView>({ header: survey.header, question: survey.questions });
      if (corporateId !== KLOBFAIR_CORPORATE_ID && companyExists.get(corporateId) === undefined) {
        throw notFound(`No company ${corporateId}`);
      }
      return ok<SurveyView>({ header: null, question: [] });
    },
  );

  // S3-7-06: status 200 is success, otherwise the message names the first failing field.
  app.post<{ Body: SurveySubmissionBody }>(
    '/rest/open/page/survey/klobfair/save',
    { schema: { body: SurveySubmissionSchema }, preHandler: ctx.guards.optionalUser },
    async (request, reply) => {
      const survey = surveys.byId(request.body.surveyId);
      if (!survey) throw notFound(`No survey ${request.body.surveyId}`);
      const userId = request.user?.userId ?? null;
      // spec 3 §6: a survey not open to visitors needs a signed-in user.
      if (!survey.header.notLogin && !userId) {
        throw readBearer(request) ? sessionExpired() : unauthorized('Login required for this survey');
      }
      const checked = checkSubmission(survey, request.body, {
        accountEmail: request.user?.email ?? null,
        storedFileUrl(reference) {
          const fileKey = fileKeyFrom(reference);
          const upload = fileKey ? uploads.find(fileKey) : undefined;
          const usable = upload && (upload.uploaderUserId === null || upload.uploaderUserId === userId);
          return usable ? fileUrlOf(upload.fileKey) : null;
        },
      });
      if (!checked.ok) {
        return reply.status(BAD_REQUEST).send({
          status: BAD_REQUEST,
          message: describeFirstError(checked.errors),
          result: { errors: checked.errors } satisfies SurveySaveErrors,
        });
      }
      return ok<SurveySaveResult>({ submissionId: surveys.saveSubmission(survey.header.surveyId, userId, checked.accepted) });
    },
  );
}
