import type { HttpClient } from '@klob/shared';
import {
  APPLICATION_PATHS,
  type AdditionalQuestionDetail,
  type ApplicationQuota,
  type ApplicationSubmitBody,
  type AppliedJob,
  type AppliedJobListResult,
  type ClickApplyResult,
  type PagingQuery,
  type VacancyTest,
} from '@klob/shared/api-contract/content';
import { getResult, resultOf, type CallOptions, type Envelope } from '@klob/shared/api-contract/envelope';

/** The application calls (spec 3 §3): quota, the apply click, questions and test, sending, the applied jobs. */
export const applicationApi = {
  additionalQuestions: (client: HttpClient, klobVacancyCode: string, options?: CallOptions) =>
    getResult<AdditionalQuestionDetail>(client, APPLICATION_PATHS.additionalQuestions, { klobVacancyCode }, options),
  vacancyTest: (client: HttpClient, klobVacancyCode: string, options?: CallOptions) =>
    getResult<VacancyTest>(client, APPLICATION_PATHS.test, { klobVacancyCode }, options),
  quota: (client: HttpClient, options?: CallOptions) => getResult<ApplicationQuota>(client, APPLICATION_PATHS.quota, undefined, options),
  appliedJobs: (client: HttpClient, query: PagingQuery, options?: CallOptions) =>
    getResult<AppliedJobListResult>(client, APPLICATION_PATHS.list, query, options),
  clickApply: async (client: HttpClient, klobVacancyCode: string, options?: CallOptions) =>
    resultOf(
      await client.post<Envelope<ClickApplyResult>>(APPLICATION_PATHS.clickApply, undefined, { ...options, params: { klobVacancyCode } }),
    ),
  submitApplication: async (client: HttpClient, body: ApplicationSubmitBody, options?: CallOptions) =>
    resultOf(await client.post<Envelope<AppliedJob>>(APPLICATION_PATHS.submit, body, options)),
};
