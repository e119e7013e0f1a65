import type { HttpClient } from '@klob/shared';
import type { Envelope } from '@klob/shared/api-contract/envelope';
import {
  APPLICATION_PATHS,
  CONTENT_PATHS,
  type AdditionalQuestionDetail,
  type ApplicationQuota,
  type ApplicationSubmitBody,
  type AppliedJob,
  type AppliedJobListResult,
  type ArticleDetail,
  type ArticleListQuery,
  type ArticleListResult,
  type ClickApplyResult,
  type CompanyDetail,
  type KaleidosklobDetail,
  type KaleidosklobListQuery,
  type KaleidosklobListResult,
  type KlobmeterDetail,
  type KlobmeterItem,
  type KlobmeterListQuery,
  type PagingQuery,
  type VacancyDetail,
  type VacancyListQuery,
  type VacancyListResult,
  type VacancyTest,
} from '@klob/shared/api-contract/content';
import type { QueryParams } from '@klob/shared';

type Options = { signal?: AbortSignal };

/** The `result` of an envelope; an answer without one is a failure (the body crosses a process boundary). */
function resultOf<T>(body: Envelope<T> | undefined): T {
  if (!body || body.result === undefined || body.result === null) throw new Error('the api answered no result');
  return body.result;
}

const get = async <T>(client: HttpClient, url: string, params: object | undefined, { signal }: Options = {}) =>
  resultOf(await client.get<Envelope<T>>(url, { params: params as QueryParams, signal }));

/** The content calls the journey makes (spec 1 §1, §2.1; spec 3 §7), typed by @klob/shared/api-contract/content. */
export const journeyApi = {
  vacancies: (client: HttpClient, query: VacancyListQuery, options?: Options) =>
    get<VacancyListResult>(client, CONTENT_PATHS.vacancyList, query, options),
  vacancy: (client: HttpClient, code: string, options?: Options) =>
    get<VacancyDetail>(client, CONTENT_PATHS.vacancyDetail(code), undefined, options),
  /** spec 3 §7: the open header call for visitors, the page call when signed in. */
  company: (client: HttpClient, companyId: string, signedIn: boolean, options?: Options) =>
    get<CompanyDetail>(
      client,
      signedIn ? CONTENT_PATHS.companyHeader(companyId) : CONTENT_PATHS.companyHeaderOpen(companyId),
      undefined,
      options,
    ),
  articles: (client: HttpClient, query: ArticleListQuery, options?: Options) =>
    get<ArticleListResult>(client, CONTENT_PATHS.articleList, query, options),
  article: (client: HttpClient, articleId: string, options?: Options) =>
    get<ArticleDetail>(client, CONTENT_PATHS.articleDetail(articleId), undefined, options),
  klobmeter: (client: HttpClient, query: KlobmeterListQuery, options?: Options) =>
    get<KlobmeterItem[]>(client, CONTENT_PATHS.klobmeterList, query, options),
  klobmeterItem: (client: HttpClient, label: string, options?: Options) =>
    get<KlobmeterDetail>(client, CONTENT_PATHS.klobmeterDetail(label), undefined, options),
  kaleidosklob: (client: HttpClient, query: KaleidosklobListQuery, options?: Options) =>
    get<KaleidosklobListResult>(client, CONTENT_PATHS.kaleidosklobList, query, options),
  kaleidosklobItem: (client: HttpClient, itemId: string, options?: Options) =>
    get<KaleidosklobDetail>(client, CONTENT_PATHS.kaleidosklobDetail(itemId), undefined, options),
  additionalQuestions: (client: HttpClient, klobVacancyCode: string, options?: Options) =>
    get<AdditionalQuestionDetail>(client, APPLICATION_PATHS.additionalQuestions, { klobVacancyCode }, options),
  vacancyTest: (client: HttpClient, klobVacancyCode: string, options?: Options) =>
    get<VacancyTest>(client, APPLICATION_PATHS.test, { klobVacancyCode }, options),
  quota: (client: HttpClient, options?: Options) => get<ApplicationQuota>(client, APPLICATION_PATHS.quota, undefined, options),
  appliedJobs: (client: HttpClient, query: PagingQuery, options?: Options) =>
    get<AppliedJobListResult>(client, APPLICATION_PATHS.list, query, options),
  clickApply: async (client: HttpClient, klobVacancyCode: string) =>
    resultOf(await client.post<Envelope<ClickApplyResult>>(APPLICATION_PATHS.clickApply, undefined, { params: { klobVacancyCode } })),
  submitApplication: async (client: HttpClient, body: ApplicationSubmitBody) =>
    resultOf(await client.post<Envelope<AppliedJob>>(APPLICATION_PATHS.submit, body)),
};
