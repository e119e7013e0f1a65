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
import { getResult, type Envelope } from '@klob/shared/api-contract/envelope';

export type SearchLanguage = 'id' | 'en';

/** GET /rest/open/index/search/suggestion (spec 1 §7, S1-7-21). */
export async function fetchSuggestions(
  client: HttpClient,
  { keyword, lang, signal }: { keyword: string; lang: SearchLanguage; signal?: AbortSignal },
): Promise<SuggestionGroups> {
  const groups = await getResult<SuggestionGroups>(client, SEARCH_PATHS.suggestion, { keyword, lang }, { signal });
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
  return getResult<SearchResultsPage>(client, SEARCH_PATHS.results, query, { signal });
}

/** GET /rest/open/page/klobnco/vacancy/list (content contract). */
export async function fetchVacancies(
  client: HttpClient,
  query: { keyword?: string; location?: string; workModel?: string; jobLevel?: string; corporateId?: string; page: number },
  signal?: AbortSignal,
): Promise<VacancyListResult> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  return getResult<VacancyListResult>(client, SEARCH_LIST_PATHS.vacancies, params, { signal });
}

/** GET /rest/open/page/klobnco/company/list (content contract). */
export async function fetchCompanies(
  client: HttpClient,
  query: { keyword?: string; page: number },
  signal?: AbortSignal,
): Promise<CompanyListResult> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  return getResult<CompanyListResult>(client, SEARCH_LIST_PATHS.companies, params, { signal });
}

/** The company of a /jobs/perusahaan-{slug} page. */
export async function fetchCompanyBySlug(client: HttpClient, slug: string, signal?: AbortSignal): Promise<CompanySummary> {
  return getResult<CompanySummary>(client, SEARCH_PATHS.companyBySlug, { slug }, { signal });
}
