import { useCallback, useMemo, useState } from 'react';
import { useDebouncedValue, useServerData, type HttpClient } from '@klob/shared';
import { SEARCH_DEBOUNCE_MS } from '@klob/shared/constants';
import type { SuggestionGroups } from '@klob/shared/api-contract/search';
import { fetchSuggestions, type SearchLanguage } from '../search-api/search-api';

export interface SuggestionsState {
  /** The keyword the shown groups answer. */
  keyword: string;
  groups: SuggestionGroups;
}

/** One ask of the box; `serial` makes each its own call, so reopening on the same keyword asks again (a saved history). */
interface SuggestionRequest {
  keyword: string;
  immediate: boolean;
  serial: number;
}

const NOTHING_ASKED: Promise<SuggestionGroups | null> = Promise.resolve(null);

/**
 * Suggestions of a search box (spec 1 §4.6, §8.3): `request` asks after a SEARCH_DEBOUNCE_MS pause,
 * one call per pause; a new request cancels the waiting one and `useServerData` aborts the call in
 * flight when the next one starts, so a late answer never replaces a newer one. The last answer stays
 * shown while the next is asked; a failed call is logged and changes nothing.
 */
export function useSuggestions(client: HttpClient, language: SearchLanguage) {
  const [wanted, setWanted] = useState<SuggestionRequest | null>(null);
  const asked = useDebouncedValue(wanted, wanted?.immediate ? 0 : SEARCH_DEBOUNCE_MS);
  const answer = useServerData({
    key: asked ? `search-suggestions#${asked.serial}?lang=${language}&keyword=${asked.keyword}` : 'search-suggestions#none',
    load: (signal) => (asked ? fetchSuggestions(client, { keyword: asked.keyword, lang: language, signal }) : NOTHING_ASKED),
  });

  const [shown, setShown] = useState<SuggestionsState | null>(null);
  if (asked && answer.status === 'ready' && answer.data && shown?.groups !== answer.data) {
    setShown({ keyword: asked.keyword, groups: answer.data });
  }
  // History entries deleted here stay out of every answer shown after, even one asked before the delete.
  const [forgotten, setForgotten] = useState<ReadonlySet<string>>(() => new Set());

  /** Asks for the suggestions of `keyword` after the pause, or at once (the history on opening). */
  const request = useCallback((keyword: string, { immediate = false } = {}) => {
    setWanted((current) => ({ keyword, immediate, serial: (current?.serial ?? 0) + 1 }));
  }, []);
  const cancel = useCallback(() => setWanted(null), []);
  /** Drops a history keyword from what is shown (after the delete call was sent). */
  const forgetHistory = useCallback((keyword: string) => setForgotten((current) => new Set(current).add(keyword)), []);

  const suggestions = useMemo(
    () =>
      shown && {
        ...shown,
        groups: { ...shown.groups, lastSearchKeyword: shown.groups.lastSearchKeyword.filter((entry) => !forgotten.has(entry)) },
      },
    [shown, forgotten],
  );
  return { suggestions, request, cancel, forgetHistory };
}
