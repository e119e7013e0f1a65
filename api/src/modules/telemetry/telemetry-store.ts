import type { SourceTelemetrySummary, TelemetryEvent, TelemetrySummary } from '@klob/shared/api-contract/telemetry';
import type { Sql } from '../../db/sql.js';

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
  record(events: readonly TelemetryEvent[], now?: number): Promise<void>;
  /** The last hour, or from `since` (ms since the epoch, e.g. a deploy) when that is later. */
  summary(options?: { now?: number; since?: number }): Promise<TelemetrySummary>;
}

export function createTelemetryStore(sql: Sql): TelemetryStore {
  return {
    async record(events, at = Date.now()) {
      await sql.transaction(async (tx) => {
        await tx.run('DELETE FROM remote_telemetry WHERE at < ?', [at - KEEP_MS]);
        for (const event of events) {
          await tx.run(
            'INSERT INTO remote_telemetry (source, build, kind, value, detail, page, at) VALUES (@source, @build, @kind, @value, @detail, @page, @at)',
            { ...event, build: event.build ?? null, detail: event.detail ?? null, at },
          );
        }
      });
    },
    async summary({ now = Date.now(), since: from = 0 } = {}) {
      const rows = await sql.all<Row>('SELECT source, build, kind, value, detail, at FROM remote_telemetry WHERE at >= ? ORDER BY at', [
        Math.max(now - SUMMARY_WINDOW_MINUTES * MINUTE_MS, from),
      ]);
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
