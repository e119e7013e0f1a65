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
import { getValue } from '../../db/sql.js';
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
  const { sql } = ctx;
  const isCompanyAdmin = async (userId: string, corporateId: string) =>
    (await sql.get('SELECT 1 FROM company_admins WHERE user_id = ? AND corporate_id = ?', [userId, corporateId])) !== undefined;
  const companyExists = async (corporateId: string) =>
    (await sql.get('SELECT 1 FROM companies WHERE corporate_id = ?', [corporateId])) !== undefined;
  // The platform area (040) lists the e-form pages and the form events; the surveys are ours.
  const surveyIdOfPage = (surveyUrl: string) =>
    getValue<string>(sql, 'SELECT survey_id FROM survey_pages WHERE survey_url = ?', [surveyUrl]);
  const formEventId = (formId: string) =>
    getValue<string>(sql, "SELECT event_id FROM events WHERE subdomain = ? AND event_type = 'form'", [formId]);
  const answerFileOf = async (answerText: string | null): Promise<SurveyAnswerFile | null> => {
    const fileKey = answerText ? fileKeyFrom(answerText) : null;
    const upload = fileKey ? await uploads.find(fileKey) : undefined;
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
    const survey = await surveys.activeFor(corporateId);
    if (survey) return ok<SurveyView>({ header: survey.header, question: survey.questions });
    if (corporateId !== KLOBFAIR_CORPORATE_ID && !(await companyExists(corporateId))) {
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
      const surveyId = (await surveyIdOfPage(surveyUrl)) ?? FIXED_SURVEY_PAGES[surveyUrl];
      const answer = pageView(surveyId ? await surveys.byId(surveyId) : undefined);
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
      const eventId = await formEventId(formId);
      const answer = pageView(eventId ? await surveys.activePageFor(eventId) : undefined);
      if (!answer) throw notFound(`No form ${formId}`);
      return answer;
    },
  );

  // The signed-in author reads back their latest submission of a survey (what the api stored).
  app.get<{ Querystring: { surveyId: string } }>(
    SURVEY_PATHS.mySubmission,
    { schema: { querystring: SurveySubmissionQuerySchema }, preHandler: ctx.guards.requireUser },
    async (request) => {
      const record = await surveys.latestSubmission(request.query.surveyId, signedInUser(request).userId);
      if (!record) throw notFound(`No submission of ${request.query.surveyId}`);
      // An attachment answer names its stored file, so the author's edit form can show it again (spec 3 §3 file item).
      const withFiles = [];
      for (const answer of record.option) withFiles.push({ ...answer, file: await answerFileOf(answer.answerText) });
      return ok<SurveySubmissionRecord>({ ...record, option: withFiles });
    },
  );

  // A company reads what its guestbook collected: its admins only (visitors' answers hold their contact data).
  app.get<{ Querystring: { surveyId: string } }>(
    SURVEY_PATHS.companySubmissions,
    { schema: { querystring: SurveySubmissionQuerySchema }, preHandler: ctx.guards.requireUser },
    async (request) => {
      const survey = await surveys.byId(request.query.surveyId);
      if (!survey) throw notFound(`No survey ${request.query.surveyId}`);
      if (!(await isCompanyAdmin(signedInUser(request).userId, survey.corporateId))) {
        throw forbidden('Only the admins of the survey’s company read its submissions');
      }
      return ok<SurveySubmissionRecord[]>(await surveys.submissionsOf(survey.header.surveyId));
    },
  );

  // S3-7-06: status 200 is success, otherwise the message names the first failing field.
  app.post<{ Body: SurveySubmissionBody }>(
    SURVEY_PATHS.save,
    { schema: { body: SurveySubmissionSchema }, preHandler: ctx.guards.optionalUser, bodyLimit: SURVEY_BODY_LIMIT_BYTES },
    async (request, reply) => {
      const survey = await surveys.byId(request.body.surveyId);
      if (!survey) throw notFound(`No survey ${request.body.surveyId}`);
      const userId = request.user?.userId ?? null;
      // spec 3 §6: a survey not open to visitors needs a signed-in user.
      if (!survey.header.notLogin && !userId) {
        throw readBearer(request) ? sessionExpired() : unauthorized('Login required for this survey');
      }
      // The checks are pure: what they look up (regions, the files answers name) is read first.
      const storedFileUrls = new Map<string, string | null>();
      for (const entry of request.body.option) {
        const reference = entry.answerText?.trim();
        const fileKey = reference ? fileKeyFrom(reference) : null;
        if (!reference || !fileKey || storedFileUrls.has(reference)) continue;
        const upload = await uploads.find(fileKey);
        const usable = upload && (upload.uploaderUserId === null || upload.uploaderUserId === userId);
        storedFileUrls.set(reference, usable ? fileUrlOf(upload.fileKey) : null);
      }
      const checked = checkSubmission(survey, request.body, {
        accountEmail: request.user?.email ?? null,
        isKnownRegion: await regions.knownRegions(),
        storedFileUrl: (reference) => storedFileUrls.get(reference) ?? null,
      });
      if (!checked.ok) {
        return reply.status(BAD_REQUEST).send({
          status: BAD_REQUEST,
          message: describeFirstError(checked.errors),
          result: { errors: checked.errors } satisfies SurveySaveErrors,
        });
      }
      return ok<SurveySaveResult>({ submissionId: await surveys.saveSubmission(survey.header.surveyId, userId, checked.accepted) });
    },
  );
}
