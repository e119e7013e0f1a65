import { createContext } from 'react';

/**
 * Data kept for the page's lifetime, shared by every component that asks for the same key
 * (one load, however many components mount). A failed load is forgotten, so the next ask loads again.
 */
export interface ServerDataCache {
  /** The loaded value of a key, if it has loaded. */
  peek(key: string): { data: unknown } | undefined;
  /** The load of a key: the one in flight or done, else a new one made by `start`. */
  load<T>(key: string, start: () => Promise<T>): Promise<T>;
}

export function createServerDataCache(): ServerDataCache {
  const loads = new Map<string, Promise<unknown>>();
  const loaded = new Map<string, { data: unknown }>();
  return {
    peek: (key) => loaded.get(key),
    load<T>(key: string, start: () => Promise<T>): Promise<T> {
      const known = loads.get(key);
      if (known) return known as Promise<T>;
      const loading = start().then(
        (data) => {
          loaded.set(key, { data });
          return data;
        },
        (error: unknown) => {
          loads.delete(key);
          throw error;
        },
      );
      loads.set(key, loading);
      return loading;
    },
  };
}

/** The page's cache; the shell provides one per page load (tests one per render). Without one, nothing is shared. */
export const ServerDataCacheContext = createContext<ServerDataCache | null>(null);
