import { TELEMETRY_LIMITS, TELEMETRY_PATHS, type TelemetryEvent, type TelemetrySummary } from '@klob/shared/api-contract/telemetry';
import { setUpTestApi } from '../../testing/index.js';
import { createTelemetryStore, SUMMARY_WINDOW_MINUTES } from './telemetry-store.js';

const running = setUpTestApi();
const PATH = TELEMETRY_PATHS.remoteEvents;
const event = (change: Partial<TelemetryEvent>): TelemetryEvent => ({
  source: 'mf_search',
  kind: 'error',
  value: 1,
  page: '/jobs',
  ...change,
});
const send = (events: unknown) => running.call('POST', PATH, { body: { events } });
const summaryOf = async (source: string) =>
  (await running.call<TelemetrySummary>('GET', PATH)).body.result.sources.find((entry) => entry.source === source);

describe('per-remote telemetry (issue 24)', () => {
  test('a batch from a signed-out page is recorded and summarised per remote: errors, the last error, long-task share, vitals', async () => {
    const sent = await send([
      event({ source: 'mf_forms', build: '0.1.0 abc123', detail: 'mount: e2e fault' }),
      event({ source: 'mf_forms', kind: 'long-task', value: 300 }),
      event({ source: 'mf_chat', kind: 'long-task', value: 100 }),
      event({ source: 'mf_forms', kind: 'lcp', value: 1200 }),
      event({ source: 'mf_forms', kind: 'cls', value: 0.02 }),
    ]);
    expect(sent.httpStatus).toBe(200);
    const forms = await summaryOf('mf_forms');
    expect(forms).toMatchObject({
      build: '0.1.0 abc123',
      errors: 1,
      lastError: 'mount: e2e fault',
      longTaskMs: 300,
      lcpP75: 1200,
      clsP75: 0.02,
    });
    const chat = await summaryOf('mf_chat');
    expect(forms!.longTaskShare).toBeGreaterThan(chat!.longTaskShare);
    expect(forms!.longTaskShare + chat!.longTaskShare).toBeCloseTo(1);
  });

  test.each([
    ['an unknown kind', [event({ kind: 'memory' as TelemetryEvent['kind'] })]],
    ['a negative value', [event({ value: -1 })]],
    ['a source that is not a remote name', [event({ source: '<script>' })]],
    ['an empty batch', []],
    ['a batch over the limit', Array.from({ length: TELEMETRY_LIMITS.eventsPerBatch + 1 }, () => event({}))],
    ['an extra field', [{ ...event({}), userEmail: 'klobber@klob.id' }]],
  ])('refuses %s with 400 and a reason', async (_case, events) => {
    const refused = await send(events);
    expect(refused.httpStatus).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/events|source|kind|value|additional/i);
  });
});

describe('the summary window', () => {
  test(`counts only the last ${SUMMARY_WINDOW_MINUTES} minutes`, async () => {
    const store = createTelemetryStore(running.api.ctx.sql);
    const now = Date.now() + 10 * 24 * 3_600_000;
    await store.record([event({ source: 'mf_window', detail: 'old' })], now - (SUMMARY_WINDOW_MINUTES + 1) * 60_000);
    await store.record([event({ source: 'mf_window', detail: 'new' })], now);
    expect((await store.summary({ now })).sources.find((entry) => entry.source === 'mf_window')).toMatchObject({
      errors: 1,
      lastError: 'new',
    });
  });

  test('since= narrows the window to what happened after it (e.g. a deploy), over HTTP too', async () => {
    await send([event({ source: 'mf_since', detail: 'before' })]);
    const since = Date.now() + 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await send([event({ source: 'mf_since', detail: 'after' })]);
    const answer = await running.call<TelemetrySummary>('GET', `${PATH}?since=${since}`);
    expect(answer.body.result.sources.find((entry) => entry.source === 'mf_since')).toMatchObject({ errors: 1, lastError: 'after' });
    expect((await running.call('GET', `${PATH}?since=yesterday`)).httpStatus).toBe(400);
  });
});
