import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  APPLICATION_PATHS,
  MAX_APPLY_REACHED,
  type ApplicationQuota,
  type AppliedJob,
  type AppliedJobListResult,
  type VacancyTest,
} from '@klob/shared/api-contract/content';
import { signedInUser } from '../../auth/guard.js';
import { ok } from '../../http/envelope.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import type { ApiContext } from '../module.js';
import { findAdditionalQuestions } from './additional-question-store.js';
import { answersProblem, applicationQuota, findAppliedJob, listAppliedJobs, submitApplication } from './application-store.js';
import { pageWindow, pagingQueryFields } from './paging.js';
import { idString } from './schema-parts.js';
import { vacancyExists } from './vacancy-store.js';
import { findTestQuestions, scoreTest } from './vacancy-test-store.js';

const CONFLICT = 409;
const ANSWER_TEXT_MAX = 1000;

const SubmitBody = Type.Object(
  {
    klobVacancyCode: idString(40),
    answers: Type.Array(
      Type.Object(
        {
          questionId: idString(40),
          answerText: Type.Optional(Type.String({ maxLength: ANSWER_TEXT_MAX })),
          answerIds: Type.Optional(Type.Array(idString(40), { maxItems: 20 })),
        },
        { additionalProperties: false },
      ),
      { maxItems: 50 },
    ),
    testAnswers: Type.Optional(
      Type.Array(Type.Object({ questionId: idString(40), answerId: idString(40) }, { additionalProperties: false }), { maxItems: 50 }),
    ),
  },
  { additionalProperties: false },
);
const VacancyCodeQuery = Type.Object({ klobVacancyCode: idString(40) });
const ListQuery = Type.Object(pagingQueryFields);

/** The job application of spec 3 §3: the max-apply quota, sending an application with its answers, the applied-jobs list. */
export function registerApplicationRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { sql, guards } = ctx;

  app.get(APPLICATION_PATHS.quota, { preHandler: guards.requireUser }, async (request) =>
    ok<ApplicationQuota>(await applicationQuota(sql, signedInUser(request).userId, new Date())),
  );

  app.post<{ Body: Static<typeof SubmitBody> }>(
    APPLICATION_PATHS.submit,
    { schema: { body: SubmitBody }, preHandler: guards.requireUser },
    async (request) => {
      const { klobVacancyCode, answers, testAnswers = [] } = request.body;
      const userId = signedInUser(request).userId;
      if (!(await vacancyExists(sql, klobVacancyCode))) throw notFound(`Vacancy ${klobVacancyCode} not found`);
      const problem = answersProblem(await findAdditionalQuestions(sql, klobVacancyCode), answers);
      if (problem) throw badRequest(problem);
      const test = await scoreTest(sql, klobVacancyCode, testAnswers);
      if ('problem' in test) throw badRequest(test.problem);
      const now = new Date();
      if ((await applicationQuota(sql, userId, now)).remaining === 0) {
        throw new HttpError(CONFLICT, 'You have reached the maximum number of applications for today', MAX_APPLY_REACHED);
      }
      if (!(await submitApplication(sql, userId, klobVacancyCode, answers, test.result, now))) {
        throw new HttpError(CONFLICT, `You already applied for ${klobVacancyCode}`);
      }
      const sent = await findAppliedJob(sql, userId, klobVacancyCode);
      if (!sent) throw notFound(`Application for ${klobVacancyCode} not found`);
      return ok<AppliedJob>(sent);
    },
  );

  app.get<{ Querystring: Static<typeof VacancyCodeQuery> }>(
    APPLICATION_PATHS.test,
    { schema: { querystring: VacancyCodeQuery }, preHandler: guards.requireUser },
    async (request) => {
      const { klobVacancyCode } = request.query;
      if (!(await vacancyExists(sql, klobVacancyCode))) throw notFound(`Vacancy ${klobVacancyCode} not found`);
      return ok<VacancyTest>({ klobVacancyCode, questions: await findTestQuestions(sql, klobVacancyCode) });
    },
  );

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    APPLICATION_PATHS.list,
    { schema: { querystring: ListQuery }, preHandler: guards.requireUser },
    async (request) => ok<AppliedJobListResult>(await listAppliedJobs(sql, signedInUser(request).userId, pageWindow(request.query))),
  );
}
