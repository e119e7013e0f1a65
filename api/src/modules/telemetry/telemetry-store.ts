import type { SourceTelemetrySummary, TelemetryEvent, TelemetrySummary } from '@klob/shared/api-contract/telemetry';
import type { Db } from '../../db/database.js';

export const SUMMARY_WINDOW_MINUTES = 60;
const KEEP_MS = 24 * 3_600_000;
const MINUTE_MS = 60_000;

const p75 = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.75) - 1)]!;
};

interface Row {
  source: string;
  build: string | null;
  kind: TelemetryEvent['kind'];
  value: number;
  detail: string | null;
  at: number;
}

export interface TelemetryStore {
  record(events: readonly TelemetryEvent[], now?: number): void;
  /** The last hour, or from `since` (ms since the epoch, e.g. a deploy) when that is later. */
  summary(options?: { now?: number; since?: number }): TelemetrySummary;
}

export function createTelemetryStore(db: Db): TelemetryStore {
  const insert = db.prepare(
    'INSERT INTO remote_telemetry (source, build, kind, value, detail, page, at) VALUES (@source, @build, @kind, @value, @detail, @page, @at)',
  );
  const prune = db.prepare('DELETE FROM remote_telemetry WHERE at < ?');
  const since = db.prepare('SELECT source, build, kind, value, detail, at FROM remote_telemetry WHERE at >= ? ORDER BY at');
  const recordAll = db.transaction((events: readonly TelemetryEvent[], at: number) => {
    prune.run(at - KEEP_MS);
    for (const event of events) {
      insert.run({ ...event, build: event.build ?? null, detail: event.detail ?? null, at });
    }
  });

  return {
    record(events, now = Date.now()) {
      recordAll(events, now);
    },
    summary({ now = Date.now(), since: from = 0 } = {}) {
      const rows = since.all(Math.max(now - SUMMARY_WINDOW_MINUTES * MINUTE_MS, from)) as Row[];
      const totalLongTaskMs = rows.filter((row) => row.kind === 'long-task').reduce((sum, row) => sum + row.value, 0);
      const bySource = new Map<string, Row[]>();
      for (const row of rows) bySource.set(row.source, [...(bySource.get(row.source) ?? []), row]);
      const sources = [...bySource].map(([source, ofSource]): SourceTelemetrySummary => {
        const values = (kind: Row['kind']) => ofSource.filter((row) => row.kind === kind).map((row) => row.value);
        const errors = ofSource.filter((row) => row.kind === 'error');
        const longTaskMs = values('long-task').reduce((sum, value) => sum + value, 0);
        return {
          source,
          build: ofSource.findLast((row) => row.build)?.build ?? null,
          errors: errors.length,
          lastError: errors.at(-1)?.detail ?? null,
          longTaskMs: Math.round(longTaskMs),
          longTaskShare: totalLongTaskMs > 0 ? longTaskMs / totalLongTaskMs : 0,
          lcpP75: p75(values('lcp')),
          clsP75: p75(values('cls')),
          inpP75: p75(values('inp')),
        };
      });
      return { windowMinutes: SUMMARY_WINDOW_MINUTES, sources: sources.sort((a, b) => a.source.localeCompare(b.source)) };
    },
  };
}
