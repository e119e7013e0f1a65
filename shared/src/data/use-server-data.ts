import { startTransition, useCallback, useContext, useEffect, useEffectEvent, useState } from 'react';
import { ServerDataCacheContext } from './server-data-cache';
import { FirstScreenDataContext, pageFirstScreenData } from './first-screen-data';

/** What a component renders from: loading, failed (with a retry) or ready. */
export type ServerData<T> = { status: 'loading' } | { status: 'failed'; error: unknown; retry(): void } | { status: 'ready'; data: T };

export interface ServerDataRequest<T> {
  /** Names the data, e.g. 'community-invitations?vacancyCode=x': a new key loads afresh. Also names it in the log. */
  key: string;
  /**
   * Loads the data. The signal aborts when the component unmounts or the key changes (never for
   * data kept for the page, which other components may be waiting on). The time limit is the
   * loader's own: the HTTP clients give up after DEFAULT_FETCH_TIMEOUT_MS, remote modules after UNIT_LOAD_TIMEOUT_MS.
   */
  load(signal: AbortSignal): Promise<T>;
  /**
   * Keep the data for the page's lifetime in the provided ServerDataCache, shared by every component asking for the key.
   * With or without it, `cache.invalidate(key)` (e.g. a `useServerMutation`'s `invalidates`) loads the key again.
   */
  keepForPage?: boolean;
  /** The data is in hand already (e.g. code a link read ahead): the first request of the key starts ready, nothing is loaded. */
  initialData?: T;
}

type Settled<T> = { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

const LOADING = { status: 'loading' } as const;

/**
 * Server data in a component: one call (a key and a loader) instead of a loading/failed/ready state
 * machine per component. Each failure is logged once, here; an aborted load is not a failure.
 * Chosen over TanStack Query for its weight on `/` (shared/README.md "Server data").
 */
export function useServerData<T>({ key, load, keepForPage = false, initialData }: ServerDataRequest<T>): ServerData<T> {
  const cache = useContext(ServerDataCacheContext);
  const firstScreen = useContext(FirstScreenDataContext) ?? pageFirstScreenData;
  const pageCache = keepForPage ? cache : null;
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${key}#${attempt}`;
  // The page's first HTML was rendered from this key's data, or it is in hand: the first request of the key starts ready (issue 25).
  const [firstScreenSeed] = useState(() => {
    if (initialData !== undefined) return { requestKey, data: initialData };
    const seed = firstScreen.take(key, load);
    return seed ? { requestKey, data: seed.data as T } : null;
  });
  const seeded = firstScreenSeed?.requestKey === requestKey ? firstScreenSeed : null;
  // Each answer remembers the request it is for, so a new key or attempt reads as loading until its own answer.
  const [answer, setAnswer] = useState<{ requestKey: string; settled: Settled<T> } | null>(null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const loadLatest = useEffectEvent((signal: AbortSignal) => load(signal));

  // A change that made this key's data stale (a mutation's `invalidates`) loads it again.
  useEffect(() => cache?.watch(key, retry), [cache, key, retry]);

  // Whether this render showed the page's kept data. A load another part started can end between this render and its
  // effect: the effect then still settles this component's answer (the cache hands it the finished load), or it would
  // show loading for good.
  const shownKept = Boolean(pageCache?.peek(key));
  useEffect(() => {
    if (seeded || shownKept) return;
    const controller = new AbortController();
    const loading = pageCache ? pageCache.load(key, () => loadLatest(new AbortController().signal)) : loadLatest(controller.signal);
    // Issue 25: what an answer shows renders in a transition, in slices, never as one long task on a phone.
    const settle = (settled: Settled<T>) => startTransition(() => setAnswer({ requestKey, settled }));
    loading.then(
      (data) => {
        if (!controller.signal.aborted) settle({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`[klob] ${key} could not be loaded`, error);
        settle({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [key, requestKey, pageCache, seeded, shownKept]);

  if (seeded) return { status: 'ready', data: seeded.data };
  const kept = shownKept ? pageCache?.peek(key) : undefined;
  if (kept) return { status: 'ready', data: kept.data as T };
  if (answer?.requestKey !== requestKey) return LOADING;
  return answer.settled.status === 'failed' ? { ...answer.settled, retry } : answer.settled;
}
