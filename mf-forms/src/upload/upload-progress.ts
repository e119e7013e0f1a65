import { useCallback, useState } from 'react';

/**
 * How far each file's upload has come (0..100), by item key. Kept beside the upload call because
 * useServerMutation knows only pending, failed and done; reports after the call was aborted are dropped.
 */
export function useUploadProgress() {
  const [percents, setPercents] = useState<ReadonlyMap<string, number>>(() => new Map());
  const reporterFor = useCallback(
    (key: string, signal: AbortSignal) => (fraction: number) => {
      if (!signal.aborted) setPercents((current) => new Map(current).set(key, Math.round(fraction * 100)));
    },
    [],
  );
  const percentOf = (key: string) => percents.get(key) ?? 0;
  return { percentOf, reporterFor };
}
