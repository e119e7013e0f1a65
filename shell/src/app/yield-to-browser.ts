interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in between (issue 25:
 * start-up work split into tasks under 50 ms on a phone). `scheduler.yield()` where the browser has it (the rest of
 * the work keeps its place ahead of other tasks), else a message to ourselves (a timeout may be clamped), else a timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Past this the idle work runs anyway: a browser kept busy must not lose it. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `work` once the browser is idle (at the latest after IDLE_TIMEOUT_MS): work nobody waits for, kept out of the
 * tasks that show a page. A timeout where the browser has no idle callbacks.
 */
export function whenBrowserIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(work, 0);
}
