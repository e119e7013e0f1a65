import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  APPLICATION_PATHS,
  CONTENT_PATHS,
  EMPLOYMENT_STATUSES,
  JOB_LEVELS,
  WORK_MODELS,
  type AdditionalQuestionDetail,
  type ClickApplyResult,
  type VacancyDetail,
  type VacancyListResult,
  type VacancySummary,
} from '@klob/shared/api-contract/content';
import { JOB_SHORT_HASH_PATTERN, jobCodeOfShortHash } from '@klob/shared/links';
import { signedInUser } from '../../auth/guard.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { ApiContext } from '../module.js';
import { findAdditionalQuestions } from './additional-question-store.js';
import { pageWindow, pagingQueryFields } from './paging.js';
import { commaListOf, idString, searchText, splitCommaList, trimmedOrUndefined } from './schema-parts.js';
import { findVacancyDetail, findVacancySummary, listVacancies, recordApplyClick, vacancyExists } from './vacancy-store.js';

const VacancyListQuery = Type.Object({
  keyword: Type.Optional(searchText()),
  location: Type.Optional(searchText()),
  province: Type.Optional(searchText()),
  workModel: Type.Optional(commaListOf(WORK_MODELS)),
  jobLevel: Type.Optional(commaListOf(JOB_LEVELS)),
  employmentStatus: Type.Optional(commaListOf(EMPLOYMENT_STATUSES)),
  corporateId: Type.Optional(idString()),
  ...pagingQueryFields,
});

const VacancyCodeParams = Type.Object({ klobVacancyCode: idString(40) });
const VacancyCodeQuery = Type.Object({ klobVacancyCode: idString(40) });

const ShortHashParams = Type.Object({ hash: Type.String({ pattern: JOB_SHORT_HASH_PATTERN.source }) });

const unknownVacancy = (code: string) => notFound(`Vacancy ${code} not found`);

/** Vacancy list and detail (klobnco), the apply click (spec 3 §7) and the application questions (S3-7-16). */
export function registerVacancyRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { sql, guards } = ctx;
  const { identifyViewer } = ctx.guards;

  app.get<{ Querystring: Static<typeof VacancyListQuery> }>(
    CONTENT_PATHS.vacancyList,
    { schema: { querystring: VacancyListQuery } },
    async (request) => {
      const query = request.query;
      const filter = {
        keyword: trimmedOrUndefined(query.keyword),
        location: trimmedOrUndefined(query.location),
        province: trimmedOrUndefined(query.province),
        workModels: splitCommaList(query.workModel),
        jobLevels: splitCommaList(query.jobLevel),
        employmentStatuses: splitCommaList(query.employmentStatus),
        corporateId: query.corporateId,
      };
      return ok<VacancyListResult>(await listVacancies(sql, filter, pageWindow(query)));
    },
  );

  app.get<{ Params: Static<typeof VacancyCodeParams> }>(
    CONTENT_PATHS.vacancyDetail.pattern,
    { schema: { params: VacancyCodeParams }, preHandler: identifyViewer },
    async (request) => {
      const detail = await findVacancyDetail(sql, request.params.klobVacancyCode, request.user?.userId);
      if (!detail) throw unknownVacancy(request.params.klobVacancyCode);
      return ok<VacancyDetail>(detail);
    },
  );

  // spec 1 §2.4: the short job link /{hash} (open: a shared link is followed by visitors too).
  app.get<{ Params: Static<typeof ShortHashParams> }>(
    CONTENT_PATHS.vacancyByShortHash.pattern,
    { schema: { params: ShortHashParams } },
    async (request) => {
      const code = jobCodeOfShortHash(request.params.hash);
      if (!code) throw badRequest(`${request.params.hash} is not a short job link`);
      const vacancy = await findVacancySummary(sql, code);
      if (!vacancy) throw notFound(`No vacancy has the short link ${request.params.hash}`);
      return ok<VacancySummary>(vacancy);
    },
  );

  app.post<{ Querystring: Static<typeof VacancyCodeQuery> }>(
    APPLICATION_PATHS.clickApply,
    { schema: { querystring: VacancyCodeQuery }, preHandler: guards.requireUser },
    async (request) => {
      const { klobVacancyCode } = request.query;
      if (!(await vacancyExists(sql, klobVacancyCode))) throw unknownVacancy(klobVacancyCode);
      const applied = await recordApplyClick(sql, signedInUser(request).userId, klobVacancyCode, new Date());
      return ok<ClickApplyResult>({ klobVacancyCode, ...applied });
    },
  );

  app.get<{ Querystring: Static<typeof VacancyCodeQuery> }>(
    APPLICATION_PATHS.additionalQuestions,
    { schema: { querystring: VacancyCodeQuery }, preHandler: guards.requireUser },
    async (request) => {
      const { klobVacancyCode } = request.query;
      if (!(await vacancyExists(sql, klobVacancyCode))) throw unknownVacancy(klobVacancyCode);
      return ok<AdditionalQuestionDetail>({ klobVacancyCode, questions: await findAdditionalQuestions(sql, klobVacancyCode) });
    },
  );
}
