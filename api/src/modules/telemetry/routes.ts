import type { FastifyInstance } from 'fastify';
import { TELEMETRY_PATHS, type TelemetrySummary } from '@klob/shared/api-contract/telemetry';
import { ok } from '../../http/envelope.js';
import type { ApiContext } from '../module.js';
import { TelemetryBatchSchema, TelemetrySummaryQuerySchema, type TelemetryBatchBody, type TelemetrySummaryQuery } from './schemas.js';
import type { TelemetryStore } from './telemetry-store.js';

/**
 * Anyone may send (pages fail signed out too) within the write limits every write route has (the
 * 'tracking' budget, src/http/write-limits.ts); anyone may read the summary: counts and timings per
 * remote, nothing about a user or a page's content.
 */
export function registerTelemetryRoutes(app: FastifyInstance, ctx: ApiContext, store: TelemetryStore): void {
  const { optionalUser } = ctx.guards;
  app.post<{ Body: TelemetryBatchBody }>(
    TELEMETRY_PATHS.remoteEvents,
    { schema: { body: TelemetryBatchSchema }, preHandler: optionalUser },
    async (request) => {
      await store.record(request.body.events);
      return ok({ recorded: request.body.events.length });
    },
  );
  app.get<{ Querystring: TelemetrySummaryQuery }>(
    TELEMETRY_PATHS.remoteEvents,
    { schema: { querystring: TelemetrySummaryQuerySchema } },
    async (request) => ok<TelemetrySummary>(await store.summary({ since: request.query.since })),
  );
}
