import { useEffect, useState } from 'react';
import type { HttpClient } from '@klob/shared';
import { SEARCH_DEBOUNCE_MS } from '@klob/shared/constants';
import { fetchPositionNames } from '../search-api/search-api';
import { positionOptions } from './position-options';

/**
 * The options of the position field (S1-5-16, S1-5-17, S1-7-20): after a pause in typing, the names
 * the landing job-vacancy search answers, filtered locally by prefix and capped. Failures are logged
 * and leave the field without options.
 */
export function usePositionOptions(client: HttpClient, typed: string): string[] {
  const [answer, setAnswer] = useState<{ text: string; names: string[] } | null>(null);
  const text = typed.trim();

  useEffect(() => {
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchPositionNames(client, text, controller.signal).then(
        (names) => setAnswer({ text, names }),
        (error: unknown) => {
          if (!controller.signal.aborted) console.warn('[klob] position names could not be loaded', error);
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, text]);

  return text && answer ? positionOptions(answer.names, text) : [];
}
