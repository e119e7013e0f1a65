import { setTimeout as sleep } from 'node:timers/promises';

export interface WaitForHttpOptions {
  timeoutMs: number;
  /** Stop waiting early when this says why the server will never answer (e.g. its process exited). */
  failure?: () => string | null;
  intervalMs?: number;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** Resolves once `url` answers 2xx; rejects on timeout or on `failure`. */
export async function waitForHttp(url: string, { timeoutMs, failure, intervalMs = 200 }: WaitForHttpOptions): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await answers(url)) return;
    const reason = failure?.();
    if (reason) throw new Error(reason);
    await sleep(intervalMs);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Resolves once nothing answers on `url` any more (a stopped server has released its port). */
export async function waitUntilDown(url: string, { timeoutMs, intervalMs = 100 }: WaitForHttpOptions): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
    } catch {
      return;
    }
    await sleep(intervalMs);
  }
  throw new Error(`${url} still answers after ${timeoutMs} ms`);
}
