/** A call that has not answered by then is given up (DECISIONS: slow is handled like dead, issue 7). */
export const DEFAULT_FETCH_TIMEOUT_MS = 15_000;

/** What a call given up for time rejects with: the same `TimeoutError` as `AbortSignal.timeout`. */
export const timeoutError = (ms: number): DOMException => new DOMException(`The request did not answer within ${ms} ms`, 'TimeoutError');

export interface RequestDeadline {
  /** Aborted when the caller's signal aborts or the time runs out. */
  signal: AbortSignal;
  /** Clears the timer and the listener on the caller's signal; call it once the call settled. */
  release(): void;
}

/**
 * The signal of one call: the caller's signal (if any) plus a timer. An own controller and timer
 * rather than `AbortSignal.timeout`, so the timer is cleared the moment the call settles.
 */
export function requestDeadline(timeoutMs: number, callerSignal?: AbortSignal): RequestDeadline {
  const controller = new AbortController();
  const abortWithCaller = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) abortWithCaller();
  else callerSignal?.addEventListener('abort', abortWithCaller, { once: true });
  const timer = timeoutMs > 0 ? setTimeout(() => controller.abort(timeoutError(timeoutMs)), timeoutMs) : undefined;
  return {
    signal: controller.signal,
    release() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abortWithCaller);
    },
  };
}
