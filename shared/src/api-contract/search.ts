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
