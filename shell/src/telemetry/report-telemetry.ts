import { TELEMETRY_LIMITS, type TelemetryEvent } from '@klob/shared/api-contract/telemetry';

type Sink = (event: TelemetryEvent) => void;

/** Events before the collector is installed (it loads after the first paint); a broken page cannot fill memory. */
const MAX_EARLY_EVENTS = 100;
const early: TelemetryEvent[] = [];
let sink: Sink | null = null;

export type TelemetryReport = Omit<TelemetryEvent, 'page'>;

/**
 * Reports one event about a remote (or the shell) for `/status/remotes` (issue 24). Small on purpose:
 * every slot imports it, the collector that sends the batches loads later (`install-telemetry.ts`).
 */
export function reportTelemetry({ detail, ...event }: TelemetryReport): void {
  const full: TelemetryEvent = {
    ...event,
    ...(detail ? { detail: detail.slice(0, TELEMETRY_LIMITS.detailLength) } : {}),
    page: window.location.pathname.slice(0, TELEMETRY_LIMITS.pageLength),
  };
  if (sink) sink(full);
  else if (early.length < MAX_EARLY_EVENTS) early.push(full);
}

/** The collector takes over: what was reported before it arrived goes first. */
export function connectTelemetrySink(next: Sink): () => void {
  sink = next;
  for (const event of early.splice(0)) next(event);
  return () => {
    if (sink === next) sink = null;
  };
}

/** A remote's error, e.g. 'mount: ...': the stage and the message, never a stack (it can hold user data in URLs). */
export const reportRemoteError = (source: string, stage: string, error: unknown): void =>
  reportTelemetry({ source, kind: 'error', value: 1, detail: `${stage}: ${error instanceof Error ? error.message : String(error)}` });
