import type { SearchSuggestionGroupName } from '../types/search';

/** spec 1 §4.6, §9: suggestions are fetched after a 500 ms pause in typing. */
export const SEARCH_DEBOUNCE_MS = 500;

/** spec 1 §5, §9: the local position filter offers at most 10 options. */
export const LOCAL_SUGGESTION_CAP = 10;

/** spec 1 §9: the suggestion dropdown's maximum height. */
export const SEARCH_DROPDOWN_MAX_HEIGHT = '80vh';

/** spec 1 §3: the suggestion groups in display order. */
export const SEARCH_SUGGESTION_GROUPS = [
  'lastSearchKeyword',
  'jobVacancy',
  'klobmeter',
  'ensiklobedia',
  'kaleidosklob',
] as const satisfies readonly SearchSuggestionGroupName[];
