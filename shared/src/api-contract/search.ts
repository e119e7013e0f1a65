/**
 * Request and response shapes of the search calls (api area 035, spec 1 §4.6 and §7).
 * Every answer is wrapped in the envelope `{ status, message, result }`; the types
 * below describe `result`.
 */

/** The suggestion groups other than the history, in the order the dropdown shows them. */
export const SUGGESTION_TYPES = ['jobVacancy', 'klobmeter', 'ensiklobedia', 'kaleidosklob'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

/** Most suggestions answered per group, and most history keywords in lastSearchKeyword. */
export const SUGGESTION_GROUP_LIMIT = 5;
/** Longest keyword the search calls accept. */
export const SEARCH_KEYWORD_MAX_LENGTH = 100;
/** How many keywords the server keeps per user (newest first, case-insensitive duplicates merged). */
export const SEARCH_HISTORY_LIMIT = 10;
/** Most names answered by the landing job-vacancy search. */
export const LANDING_SEARCH_LIMIT = 10;

/**
 * GET /rest/open/index/search/suggestion?keyword=&lang=
 * An empty or missing keyword answers only the history (spec 1 §4.6). Words match
 * the start of words in titles, case- and accent-insensitively; every word must match.
 */
export interface SuggestionQuery {
  keyword?: string;
  /** Language of the suggestion texts; default 'id'. */
  lang?: 'id' | 'en';
}

export interface SuggestionItem {
  text: string;
  type: SuggestionType;
  /** klobVacancyCode, klobmeter label, article id or kaleidosklob item id. */
  id: string;
  thumbnailUrl: string | null;
  anonym: boolean;
  corporateId: string | null;
  corporateName: string | null;
}

export interface SuggestionGroups {
  /** The signed-in user's history, newest first, filtered by the keyword; empty for visitors. */
  lastSearchKeyword: string[];
  jobVacancy: SuggestionItem[];
  klobmeter: SuggestionItem[];
  ensiklobedia: SuggestionItem[];
  kaleidosklob: SuggestionItem[];
}

/**
 * GET rest/open/index/landing/search/jobvacancy?corporateName= or ?positionName=
 * Exactly one of the two. Case-insensitive part match, names starting with the text first.
 */
export interface LandingJobVacancySearchQuery {
  corporateName?: string;
  positionName?: string;
}
export type LandingJobVacancySearchResult = string[];

/** What a saved keyword was searched for. */
export const SEARCH_HISTORY_ENTITIES = ['all', 'jobVacancy', 'klobmeter', 'ensiklobedia', 'kaleidosklob', 'company'] as const;
export type SearchHistoryEntity = (typeof SEARCH_HISTORY_ENTITIES)[number];

/** GET /rest/open/page/landing/klobnco/search/save-search-history?entity=&keyword= */
export interface SaveSearchHistoryQuery {
  entity: SearchHistoryEntity;
  keyword: string;
}

/** DELETE /rest/open/index/search/history/delete?keyword= */
export interface DeleteSearchHistoryQuery {
  keyword: string;
}

/**
 * Answer of save and delete. Visitors have no server history: saved/deleted are false
 * and history is empty.
 */
export interface SearchHistoryResult {
  saved?: boolean;
  deleted?: boolean;
  /** The user's history after the change, newest first. */
  history: string[];
}

/** The paths of the search calls, one place for the api's routes and the clients. */
export const SEARCH_PATHS = {
  suggestion: '/rest/open/index/search/suggestion',
  landingJobVacancy: '/rest/open/index/landing/search/jobvacancy',
  saveHistory: '/rest/open/page/landing/klobnco/search/save-search-history',
  deleteHistory: '/rest/open/index/search/history/delete',
  results: '/rest/open/index/search/results',
  companyBySlug: '/rest/open/index/search/company',
} as const;

/** Items per page of one group on /search. */
export const SEARCH_RESULTS_PAGE_SIZE = 10;
export const SEARCH_RESULTS_MAX_PAGE_SIZE = 50;

/**
 * GET /rest/open/index/search/results?keyword=&type=&page=&size=&lang=
 * The global search page (/search?q=): one group's items, paged, matched and ranked as the
 * suggestions are. `page` starts at 1.
 */
export interface SearchResultsQuery {
  keyword: string;
  type: SuggestionType;
  page?: number;
  size?: number;
  lang?: 'id' | 'en';
}

export interface SearchResultsPage {
  type: SuggestionType;
  items: SuggestionItem[];
  page: number;
  size: number;
  totalItems: number;
  totalPages: number;
}

/**
 * GET /rest/open/index/search/company?slug=
 * The company of a company job list page (/jobs/perusahaan-{slug}); 404 for an unknown slug.
 * Answers the CompanySummary of the content contract.
 */
export interface CompanyBySlugQuery {
  slug: string;
}
