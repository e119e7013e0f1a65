import { TELEMETRY_LIMITS, type TelemetryEvent } from '@klob/shared/api-contract/telemetry';
import { createBatchSender } from './batch-sender';

const posted: { events: TelemetryEvent[] }[] = [];
beforeEach(() => {
  posted.length = 0;
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    posted.push(JSON.parse(String(init?.body)) as { events: TelemetryEvent[] });
    return new Response('{}');
  }) as typeof fetch;
});

const event = (change: Partial<TelemetryEvent>): TelemetryEvent => ({
  source: 'mf_chat',
  kind: 'long-task',
  value: 60,
  page: '/',
  ...change,
});

test("one source's long-task time on a page is summed into one event; errors stay one each; batches respect the api's limit", () => {
  const sender = createBatchSender('/telemetry');
  sender.add(event({}));
  sender.add(event({ value: 90 }));
  sender.add(event({ source: 'mf_search', kind: 'error', value: 1, detail: 'load: x' }));
  for (let n = 0; n < TELEMETRY_LIMITS.eventsPerBatch; n++) sender.add(event({ kind: 'error', value: 1 }));
  sender.flush();
  sender.stop();

  expect(posted.map((batch) => batch.events.length)).toEqual([TELEMETRY_LIMITS.eventsPerBatch, 2]);
  const all = posted.flatMap((batch) => batch.events);
  expect(all.filter((sent) => sent.kind === 'long-task')).toEqual([event({ value: 150 })]);
  expect(all.filter((sent) => sent.kind === 'error')).toHaveLength(TELEMETRY_LIMITS.eventsPerBatch + 1);
});

test('nothing is sent when nothing happened', () => {
  const sender = createBatchSender('/telemetry');
  sender.flush();
  sender.stop();
  expect(posted).toEqual([]);
});
