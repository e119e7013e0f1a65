import type { HttpClient } from '@klob/shared';
import {
  SEARCH_PATHS,
  type LandingJobVacancySearchResult,
  type SearchHistoryEntity,
  type SearchHistoryResult,
  type SearchResultsPage,
  type SuggestionGroups,
  type SuggestionType,
} from '@klob/shared/api-contract/search';
import type { CompanyListResult, CompanySummary, VacancyListResult } from '@klob/shared/api-contract/content';
import { SEARCH_LIST_PATHS } from '@klob/shared/api-contract/search-lists';
import type { Envelope } from '@klob/shared/api-contract/envelope';

export type SearchLanguage = 'id' | 'en';

/** The `result` of an envelope, checked to be an object: answers cross a process boundary. */
function resultOf<T>(body: Partial<Envelope<T>> | undefined, what: string): T {
  if (typeof body?.result !== 'object' || body.result === null) throw new Error(`the ${what} call answered no result`);
  return body.result;
}

/** GET /rest/open/index/search/suggestion (spec 1 §7, S1-7-21). */
export async function fetchSuggestions(
  client: HttpClient,
  { keyword, lang, signal }: { keyword: string; lang: SearchLanguage; signal?: AbortSignal },
): Promise<SuggestionGroups> {
  const body = await client.get<Partial<Envelope<SuggestionGroups>>>(SEARCH_PATHS.suggestion, { params: { keyword, lang }, signal });
  const groups = resultOf(body, 'suggestion');
  return {
    lastSearchKeyword: Array.isArray(groups.lastSearchKeyword) ? groups.lastSearchKeyword.filter((k) => typeof k === 'string') : [],
    jobVacancy: Array.isArray(groups.jobVacancy) ? groups.jobVacancy : [],
    klobmeter: Array.isArray(groups.klobmeter) ? groups.klobmeter : [],
    ensiklobedia: Array.isArray(groups.ensiklobedia) ? groups.ensiklobedia : [],
    kaleidosklob: Array.isArray(groups.kaleidosklob) ? groups.kaleidosklob : [],
  };
}

/** GET /rest/open/page/landing/klobnco/search/save-search-history (S1-7-22). */
export async function saveSearchHistory(client: HttpClient, entity: SearchHistoryEntity, keyword: string): Promise<void> {
  await client.get<Envelope<SearchHistoryResult>>(SEARCH_PATHS.saveHistory, { params: { entity, keyword } });
}

/** DELETE /rest/open/index/search/history/delete (S1-7-23). */
export async function deleteSearchHistory(client: HttpClient, keyword: string): Promise<void> {
  await client.delete<Envelope<SearchHistoryResult>>(SEARCH_PATHS.deleteHistory, { params: { keyword } });
}

/** GET rest/open/index/landing/search/jobvacancy?positionName= (S1-7-19/20): position names for the local filter. */
export async function fetchPositionNames(client: HttpClient, positionName: string, signal?: AbortSignal): Promise<string[]> {
  const body = await client.get<Partial<Envelope<LandingJobVacancySearchResult>>>(SEARCH_PATHS.landingJobVacancy, {
    params: { positionName },
    signal,
  });
  return Array.isArray(body?.result) ? body.result.filter((name): name is string => typeof name === 'string') : [];
}

/** One group's page of the global search (/search). */
export async function fetchSearchResults(
  client: HttpClient,
  query: { keyword: string; type: SuggestionType; page: number; size?: number; lang: SearchLanguage },
  signal?: AbortSignal,
): Promise<SearchResultsPage> {
  const body = await client.get<Partial<Envelope<SearchResultsPage>>>(SEARCH_PATHS.results, { params: { ...query }, signal });
  return resultOf(body, 'search results');
}

/** GET /rest/open/page/klobnco/vacancy/list (content contract). */
export async function fetchVacancies(
  client: HttpClient,
  query: { keyword?: string; location?: string; workModel?: string; jobLevel?: string; corporateId?: string; page: number },
  signal?: AbortSignal,
): Promise<VacancyListResult> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  const body = await client.get<Partial<Envelope<VacancyListResult>>>(SEARCH_LIST_PATHS.vacancies, { params, signal });
  return resultOf(body, 'vacancy list');
}

/** GET /rest/open/page/klobnco/company/list (content contract). */
export async function fetchCompanies(
  client: HttpClient,
  query: { keyword?: string; page: number },
  signal?: AbortSignal,
): Promise<CompanyListResult> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  const body = await client.get<Partial<Envelope<CompanyListResult>>>(SEARCH_LIST_PATHS.companies, { params, signal });
  return resultOf(body, 'company list');
}

/** The company of a /jobs/perusahaan-{slug} page. */
export async function fetchCompanyBySlug(client: HttpClient, slug: string, signal?: AbortSignal): Promise<CompanySummary> {
  const body = await client.get<Partial<Envelope<CompanySummary>>>(SEARCH_PATHS.companyBySlug, { params: { slug }, signal });
  return resultOf(body, 'company');
}
