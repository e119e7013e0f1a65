import type { SuggestionGroups, SuggestionItem } from '../api-contract/search';

/** One suggestion of GET /rest/open/index/search/suggestion (spec 1 §3). */
export type SearchSuggestion = SuggestionItem;

/** The suggestion groups; lastSearchKeyword holds history strings (spec 1 §3). */
export type SearchSuggestionGroups = SuggestionGroups;

export type SearchSuggestionGroupName = keyof SuggestionGroups;
