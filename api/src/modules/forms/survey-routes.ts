import type { FastifyInstance } from 'fastify';
import {
  KLOBFAIR_CORPORATE_ID,
  SURVEY_PATHS,
  fileUrlOf,
  type SurveyAnswerFile,
  type SurveySaveErrors,
  type SurveySaveResult,
  type SurveySubmissionRecord,
  type SurveyView,
} from '@klob/shared/api-contract/forms';
import { readBearer, signedInUser } from '../../auth/guard.js';
import { ok } from '../../http/envelope.js';
import { forbidden, notFound, sessionExpired, unauthorized } from '../../http/errors.js';
import type { ApiContext } from '../module.js';
import { fileKeyFrom } from '../uploads/file-key.js';
import type { UploadStore } from '../uploads/upload-store.js';
import {
  SurveyEformQuerySchema,
  SurveyFormQuerySchema,
  SurveySubmissionQuerySchema,
  SurveySubmissionSchema,
  SurveyViewQuerySchema,
  type SurveyEformQueryBody,
  type SurveyFormQueryBody,
  type SurveySubmissionBody,
  type SurveyViewQuery,
} from './schemas.js';
import { FIXED_SURVEY_PAGES } from './demo-data.js';
import { checkSubmission, describeFirstError } from './survey-rules.js';
import type { SurveyDefinition, SurveyStore } from './survey-store.js';
import type { Regions } from './region-routes.js';

const BAD_REQUEST = 400;
/** A survey's answers: up to a few dozen questions with long free texts (4,000 characters, up to 3 bytes each in UTF-8). */
const SURVEY_BODY_LIMIT_BYTES = 256 * 1024;

export function registerSurveyRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  surveys: SurveyStore,
  uploads: UploadStore,
  regions: Regions,
): void {
  const isCompanyAdmin = ctx.db.prepare<[string, string], 1>('SELECT 1 FROM company_admins WHERE user_id = ? AND corporate_id = ?').pluck();
  const companyExists = ctx.db.prepare<[string], 1>('SELECT 1 FROM companies WHERE corporate_id = ?').pluck();
  // The platform area (040) lists the e-form pages and the form events; the surveys are ours.
  const surveyIdOfPage = ctx.db.prepare<[string], string>('SELECT survey_id FROM survey_pages WHERE survey_url = ?').pluck();
  const formEventId = ctx.db.prepare<[string], string>("SELECT event_id FROM events WHERE subdomain = ? AND event_type = 'form'").pluck();
  const answerFileOf = (answerText: string | null): SurveyAnswerFile | null => {
    const fileKey = answerText ? fileKeyFrom(answerText) : null;
    const upload = fileKey ? uploads.find(fileKey) : undefined;
    if (!upload) return null;
    return {
      name: upload.originalFilename,
      size: upload.sizeBytes,
      type: upload.mimeType,
      url: fileUrlOf(upload.fileKey),
      fileKey: upload.fileKey,
    };
  };
  const pageView = (survey: SurveyDefinition | undefined) => {
    if (!survey || survey.kind !== 'page') return undefined;
    return ok<SurveyView>({ header: survey.header, question: survey.questions });
  };

  // S3-7-04: result {header, question}; a company without a survey answers an empty one.
  app.get<{ Querystring: SurveyViewQuery }>(SURVEY_PATHS.view, { schema: { querystring: SurveyViewQuerySchema } }, async (request) => {
    const { corporateId } = request.query;
    const survey = surveys.activeFor(corporateId);
    if (survey) return ok<SurveyView>({ header: survey.header, question: survey.questions });
    if (corporateId !== KLOBFAIR_CORPORATE_ID && companyExists.get(corporateId) === undefined) {
      throw notFound(`No company ${corporateId}`);
    }
    return ok<SurveyView>({ header: null, question: [] });
  });

  // spec 1 §2.6: the survey of an /eform/{surveyUrl} page, or of a fixed survey page (/survey/demosurveinenilai).
  // Open to visitors like the page; a survey not open to them is saved by signed-in users only.
  app.get<{ Querystring: SurveyEformQueryBody }>(
    SURVEY_PATHS.eformView,
    { schema: { querystring: SurveyEformQuerySchema } },
    async (request) => {
      const { surveyUrl } = request.query;
      const surveyId = surveyIdOfPage.get(surveyUrl) ?? FIXED_SURVEY_PAGES[surveyUrl];
      const answer = pageView(surveyId ? surveys.byId(surveyId) : undefined);
      if (!answer) throw notFound(`No e-form ${surveyUrl}`);
      return answer;
    },
  );

  // spec 1 §2.6, §2.3: the survey of an /form/{id} page (an event of type form), for signed-in users only.
  app.get<{ Querystring: SurveyFormQueryBody }>(
    SURVEY_PATHS.formView,
    { schema: { querystring: SurveyFormQuerySchema }, preHandler: ctx.guards.requireUser },
    async (request) => {
      const { formId } = request.query;
      const eventId = formEventId.get(formId);
      const answer = pageView(eventId ? surveys.activePageFor(eventId) : undefined);
      if (!answer) throw notFound(`No form ${formId}`);
      return answer;
    },
  );

  // The signed-in author reads back their latest submission of a survey (what the api stored).
  app.get<{ Querystring: { surveyId: string } }>(
    SURVEY_PATHS.mySubmission,
    { schema: { querystring: SurveySubmissionQuerySchema }, preHandler: ctx.guards.requireUser },
    async (request) => {
      const record = surveys.latestSubmission(request.query.surveyId, signedInUser(request).userId);
      if (!record) throw notFound(`No submission of ${request.query.surveyId}`);
      // An attachment answer names its stored file, so the author's edit form can show it again (spec 3 §3 file item).
      const withFiles = record.option.map((answer) => ({ ...answer, file: answerFileOf(answer.answerText) }));
      return ok<SurveySubmissionRecord>({ ...record, option: withFiles });
    },
  );

  // A company reads what its guestbook collected: its admins only (visitors' answers hold their contact data).
  app.get<{ Querystring: { surveyId: string } }>(
    SURVEY_PATHS.companySubmissions,
    { schema: { querystring: SurveySubmissionQuerySchema }, preHandler: ctx.guards.requireUser },
    async (request) => {
      const survey = surveys.byId(request.query.surveyId);
      if (!survey) throw notFound(`No survey ${request.query.surveyId}`);
      if (isCompanyAdmin.get(signedInUser(request).userId, survey.corporateId) === undefined) {
        throw forbidden('Only the admins of the survey’s company read its submissions');
      }
      return ok<SurveySubmissionRecord[]>(surveys.submissionsOf(survey.header.surveyId));
    },
  );

  // S3-7-06: status 200 is success, otherwise the message names the first failing field.
  app.post<{ Body: SurveySubmissionBody }>(
    SURVEY_PATHS.save,
    { schema: { body: SurveySubmissionSchema }, preHandler: ctx.guards.optionalUser, bodyLimit: SURVEY_BODY_LIMIT_BYTES },
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
        isKnownRegion: regions.isKnownRegion,
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
