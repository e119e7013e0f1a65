/** spec 1 §4.6, §9: suggestions are fetched after a 500 ms pause in typing. */
export const SEARCH_DEBOUNCE_MS = 500;

/** spec 1 §5, §9: the local position filter offers at most 10 options. */
export const LOCAL_SUGGESTION_CAP = 10;
