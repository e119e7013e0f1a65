import { createContext } from 'react';

/**
 * Data kept for the page's lifetime, shared by every component that asks for the same key
 * (one load, however many components mount). A failed load is forgotten, so the next ask loads again.
 * It also tells the reads of a key that a change made their data stale (`invalidate`).
 */
export interface ServerDataCache {
  /** The loaded value of a key, if it has loaded. */
  peek(key: string): { data: unknown } | undefined;
  /** The load of a key: the one in flight or done, else a new one made by `start`. */
  load<T>(key: string, start: () => Promise<T>): Promise<T>;
  /** Forgets what a key loaded and has every read of it shown now load again. */
  invalidate(key: string): void;
  /** Calls `stale` when the key is invalidated; returns the unsubscribe. */
  watch(key: string, stale: () => void): () => void;
}

export function createServerDataCache(): ServerDataCache {
  const loads = new Map<string, Promise<unknown>>();
  const loaded = new Map<string, { data: unknown }>();
  const watchers = new Map<string, Set<() => void>>();
  return {
    peek: (key) => loaded.get(key),
    load<T>(key: string, start: () => Promise<T>): Promise<T> {
      const known = loads.get(key);
      if (known) return known as Promise<T>;
      const loading = start().then(
        (data) => {
          if (loads.get(key) === loading) loaded.set(key, { data });
          return data;
        },
        (error: unknown) => {
          if (loads.get(key) === loading) loads.delete(key);
          throw error;
        },
      );
      loads.set(key, loading);
      return loading;
    },
    invalidate(key) {
      loads.delete(key);
      loaded.delete(key);
      for (const stale of [...(watchers.get(key) ?? [])]) stale();
    },
    watch(key, stale) {
      const ofKey = watchers.get(key) ?? new Set();
      watchers.set(key, ofKey);
      ofKey.add(stale);
      return () => {
        ofKey.delete(stale);
        if (ofKey.size === 0) watchers.delete(key);
      };
    },
  };
}

/** The page's cache; the shell provides one per page load (tests one per render). Without one, nothing is shared. */
export const ServerDataCacheContext = createContext<ServerDataCache | null>(null);
