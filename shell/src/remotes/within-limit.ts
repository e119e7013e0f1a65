/** What a step that ran out of time rejects with; the message names the step and the limit. */
export class LimitExceededError extends Error {
  override readonly name = 'LimitExceededError';
}

/**
 * Rejects when `work` has not settled within `ms`; the timer is cleared either way. `work` itself
 * goes on: whoever started it decides what a late result means.
 */
export function withinLimit<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LimitExceededError(`${what} within ${ms} ms`)), Math.max(0, ms));
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}
