/**
 * Per-remote telemetry (issue 24): what the shell reports about each remote's errors and its share of
 * the page's slow frames, and the summary `/status/remotes` shows. Not named by the spec.
 */

export const TELEMETRY_PATHS = {
  /** POST a batch of events (anyone: errors happen signed out too); GET the last hour's summary per remote. */
  remoteEvents: '/rest/open/telemetry/remote-events',
} as const;

/** Who caused an event: a remote by its federation name, or the shell itself. */
export type TelemetrySource = string;

export const TELEMETRY_EVENT_KINDS = ['error', 'long-task', 'lcp', 'cls', 'inp'] as const;
export type TelemetryEventKind = (typeof TELEMETRY_EVENT_KINDS)[number];

export interface TelemetryEvent {
  /** 'mf_search', 'shell'... */
  source: TelemetrySource;
  /** The source's build (its build-info version and commit), when known. */
  build?: string;
  kind: TelemetryEventKind;
  /**
   * error: 1; long-task: ms of script time in frames over 50 ms; lcp and inp: ms; cls: the shift score.
   */
  value: number;
  /** error: what failed ('mount', 'render', 'load', 'unhandled'), its message; others: empty. */
  detail?: string;
  /** The page's path when it happened. */
  page: string;
}

export interface TelemetryBatch {
  events: TelemetryEvent[];
}

export const TELEMETRY_LIMITS = { eventsPerBatch: 50, detailLength: 300, pageLength: 200 } as const;

/** One source's last hour. */
export interface SourceTelemetrySummary {
  source: TelemetrySource;
  /** The build of its latest event. */
  build: string | null;
  errors: number;
  /** The latest error's detail. */
  lastError: string | null;
  longTaskMs: number;
  /** This source's share of all long-task time in the window, 0-1. */
  longTaskShare: number;
  /** 75th percentiles of the vitals attributed to it; null without samples. */
  lcpP75: number | null;
  clsP75: number | null;
  inpP75: number | null;
}

export interface TelemetrySummary {
  windowMinutes: number;
  sources: SourceTelemetrySummary[];
}
