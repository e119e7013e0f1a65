/** How many events a key counted in its current window, and how long that window still runs. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/**
 * What the api keeps between requests and must hold across instances (issue 27): rate-limit counters,
 * sign-in streaks, one-time codes, the successors of refresh tokens spent within the grace, and the
 * news that sessions ended. In process memory by default (one instance); in Redis with REDIS_URL.
 * Values are strings (JSON where they have a shape); every key expires.
 */
export interface SharedState {
  /**
   * Adds `amount` (1: one event; bytes for a byte budget; 0 only reads) to `key`'s count in a fixed window of
   * `windowMs` starting at the key's first hit.
   */
  hit(key: string, windowMs: number, amount?: number): Promise<WindowCount>;
  get(key: string): Promise<string | null>;
  /** Stores `value` for `ttlMs` (a later set of the same key replaces value and lifetime). */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Answers the value and removes it in one step: only one caller, on any instance, gets it. */
  take(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  /** Sends `message` to every subscriber of `channel` on every instance, this one included. */
  publish(channel: string, message: string): Promise<void>;
  /** Calls `listener` with every message of `channel`; answers the function that stops listening. */
  subscribe(channel: string, listener: (message: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
