import { useCallback, useEffect, useRef, useState } from 'react';
import type { HttpClient } from '@klob/shared';
import { SEARCH_DEBOUNCE_MS } from '@klob/shared/constants';
import type { SuggestionGroups } from '@klob/shared/api-contract/search';
import { fetchSuggestions, type SearchLanguage } from '../search-api/search-api';

export interface SuggestionsState {
  /** The keyword the shown groups answer. */
  keyword: string;
  groups: SuggestionGroups;
}

/**
 * Suggestions of a search box (spec 1 §4.6, §8.3): `request` asks after a SEARCH_DEBOUNCE_MS pause,
 * one call per pause; a new request cancels the waiting one and aborts the call in flight, so a late
 * answer never replaces a newer one. A failed call is logged and changes nothing.
 */
export function useSuggestions(client: HttpClient, language: SearchLanguage) {
  const [state, setState] = useState<SuggestionsState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  const load = useCallback(
    (keyword: string) => {
      const controller = new AbortController();
      inFlight.current = controller;
      fetchSuggestions(client, { keyword, lang: language, signal: controller.signal }).then(
        (groups) => {
          if (inFlight.current !== controller) return;
          inFlight.current = null;
          setState({ keyword, groups });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (inFlight.current === controller) inFlight.current = null;
          // spec 1 §8.3: search call failures are logged silently; the box keeps what it shows.
          console.warn('[klob] search suggestions could not be loaded', error);
        },
      );
    },
    [client, language],
  );

  /** Asks for the suggestions of `keyword` after the pause, or at once (the history on opening). */
  const request = useCallback(
    (keyword: string, { immediate = false } = {}) => {
      cancel();
      if (immediate) load(keyword);
      else timer.current = setTimeout(() => load(keyword), SEARCH_DEBOUNCE_MS);
    },
    [cancel, load],
  );

  /** Drops a history keyword from what is shown (after the delete call was sent). */
  const forgetHistory = useCallback((keyword: string) => {
    setState((current) =>
      current
        ? {
            ...current,
            groups: { ...current.groups, lastSearchKeyword: current.groups.lastSearchKeyword.filter((entry) => entry !== keyword) },
          }
        : current,
    );
  }, []);

  useEffect(() => cancel, [cancel]);

  return { suggestions: state, request, cancel, forgetHistory };
}
