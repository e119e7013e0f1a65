import type { SharedState, WindowCount } from './shared-state.js';

/** Past this many keys, a write also forgets every expired one (reads drop expired keys as they meet them). */
const SWEEP_ABOVE_KEYS = 10_000;

interface Entry {
  value: string;
  expiresAt: number;
}

/** The default SharedState: one process's memory (a restart forgets it, as before issue 27). */
export function createMemoryState(clock: () => number = Date.now): SharedState {
  const entries = new Map<string, Entry>();
  const listeners = new Map<string, Set<(message: string) => void>>();

  const live = (key: string, now: number): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const store = (key: string, entry: Entry, now: number) => {
    if (entries.size >= SWEEP_ABOVE_KEYS) for (const known of [...entries.keys()]) live(known, now);
    entries.set(key, entry);
  };

  return {
    async hit(key, windowMs, amount = 1): Promise<WindowCount> {
      const now = clock();
      const entry = live(key, now);
      const count = (entry ? Number(entry.value) : 0) + amount;
      const expiresAt = entry?.expiresAt ?? now + windowMs;
      store(key, { value: String(count), expiresAt }, now);
      return { count, resetInMs: expiresAt - now };
    },
    async get(key) {
      return live(key, clock())?.value ?? null;
    },
    async set(key, value, ttlMs) {
      const now = clock();
      store(key, { value, expiresAt: now + ttlMs }, now);
    },
    async take(key) {
      const entry = live(key, clock());
      entries.delete(key);
      return entry?.value ?? null;
    },
    async delete(key) {
      entries.delete(key);
    },
    async publish(channel, message) {
      for (const listener of [...(listeners.get(channel) ?? [])]) queueMicrotask(() => listener(message));
    },
    async subscribe(channel, listener) {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      return async () => {
        set.delete(listener);
      };
    },
    async close() {
      entries.clear();
      listeners.clear();
    },
  };
}
