import { useDebouncedValue, useServerData, type HttpClient } from '@klob/shared';
import { SEARCH_DEBOUNCE_MS } from '@klob/shared/constants';
import { fetchPositionNames } from '../search-api/search-api';
import { positionOptions } from './position-options';

const NO_NAMES: Promise<string[]> = Promise.resolve([]);

/**
 * The options of the position field (S1-5-16, S1-5-17, S1-7-20): after a pause in typing, the names
 * the landing job-vacancy search answers, filtered locally by prefix and capped. Failures are logged
 * and leave the field without options.
 */
export function usePositionOptions(client: HttpClient, typed: string): string[] {
  const text = typed.trim();
  const asked = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const names = useServerData({
    key: `position-names?positionName=${asked}`,
    load: (signal) => (asked ? fetchPositionNames(client, asked, signal) : NO_NAMES),
  });
  return text && asked && names.status === 'ready' ? positionOptions(names.data, text) : [];
}
