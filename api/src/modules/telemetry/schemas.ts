import { Type, type Static } from '@sinclair/typebox';
import { TELEMETRY_EVENT_KINDS, TELEMETRY_LIMITS } from '@klob/shared/api-contract/telemetry';

/** A remote's federation name or 'shell'. */
const SOURCE_PATTERN = '^[a-z][a-z0-9_]{0,39}$';
/** Ten minutes: no frame, paint or interaction is longer; a larger value is a broken client. */
const MAX_VALUE = 600_000;

const TelemetryEventSchema = Type.Object(
  {
    source: Type.String({ pattern: SOURCE_PATTERN }),
    build: Type.Optional(Type.String({ maxLength: 80 })),
    kind: Type.Union(TELEMETRY_EVENT_KINDS.map((kind) => Type.Literal(kind))),
    value: Type.Number({ minimum: 0, maximum: MAX_VALUE }),
    detail: Type.Optional(Type.String({ maxLength: TELEMETRY_LIMITS.detailLength })),
    page: Type.String({ minLength: 1, maxLength: TELEMETRY_LIMITS.pageLength }),
  },
  { additionalProperties: false },
);

export const TelemetryBatchSchema = Type.Object(
  { events: Type.Array(TelemetryEventSchema, { minItems: 1, maxItems: TELEMETRY_LIMITS.eventsPerBatch }) },
  { additionalProperties: false },
);
export type TelemetryBatchBody = Static<typeof TelemetryBatchSchema>;

export const TelemetrySummaryQuerySchema = Type.Object(
  { since: Type.Optional(Type.Integer({ minimum: 0 })) },
  { additionalProperties: false },
);
export type TelemetrySummaryQuery = Static<typeof TelemetrySummaryQuerySchema>;
