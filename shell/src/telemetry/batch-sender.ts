import { TELEMETRY_LIMITS, TELEMETRY_PATHS, type TelemetryEvent } from '@klob/shared/api-contract/telemetry';

const FLUSH_EVERY_MS = 10_000;

/** Long-task time of one source on one page is summed into one event per batch: a busy page sends few. */
function merged(events: readonly TelemetryEvent[]): TelemetryEvent[] {
  const out: TelemetryEvent[] = [];
  const longTasks = new Map<string, TelemetryEvent>();
  for (const event of events) {
    if (event.kind !== 'long-task') {
      out.push(event);
      continue;
    }
    const key = `${event.source} ${event.page}`;
    const sum = longTasks.get(key);
    if (sum) sum.value += event.value;
    else longTasks.set(key, { ...event });
  }
  return [...out, ...longTasks.values()];
}

export interface BatchSender {
  add(event: TelemetryEvent): void;
  /** Sends what is queued now (with a beacon when the page is going away). */
  flush(leaving?: boolean): void;
  stop(): void;
}

/**
 * Queues events and sends them to the api in batches: every ten seconds, and when the page is hidden or
 * left (a beacon, which survives the unload). A failed send is dropped: telemetry never retries into a
 * struggling api.
 */
export function createBatchSender(endpoint: string = TELEMETRY_PATHS.remoteEvents): BatchSender {
  let queue: TelemetryEvent[] = [];
  const send = (events: TelemetryEvent[], leaving: boolean) => {
    const body = JSON.stringify({ events });
    if (leaving && navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }))) return;
    void fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
  };
  const flush = (leaving = false) => {
    const events = merged(queue);
    queue = [];
    for (let start = 0; start < events.length; start += TELEMETRY_LIMITS.eventsPerBatch) {
      send(events.slice(start, start + TELEMETRY_LIMITS.eventsPerBatch), leaving);
    }
  };
  const timer = window.setInterval(() => flush(), FLUSH_EVERY_MS);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush(true);
  };
  const onPageHide = () => flush(true);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);
  return {
    add(event) {
      queue.push(event);
    },
    flush,
    stop() {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
    },
  };
}
