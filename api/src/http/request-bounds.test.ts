import http from 'node:http';
import { COMMERCE_PATHS } from '@klob/shared/api-contract/commerce';
import { SITE_PATHS } from '@klob/shared/api-contract/site';
import { startApiProcess, type ApiProcess } from '../testing/api-process.js';
import { setUpTestApi } from '../testing/index.js';

/** `{"x":[1,1,1,...]}` of about 11 MB: the body that froze the api for ten seconds (issue 22, point 1). */
const FLAT_ARRAY_BODY = Buffer.from(`{"x":[${'1,'.repeat(5_500_000)}1]}`);
/**
 * Issue 22 asks for these figures: each refusal well under a second, /health under 100 ms meanwhile. A shared
 * 2-core machine can stall any one request for a few hundred ms, so the typical /health answer is held to 100 ms
 * and the slowest to a second: the freeze this guards against held every request for 10 to 70 s.
 */
const REFUSAL_WITHIN_MS = 1000;
const HEALTH_TYPICAL_WITHIN_MS = 100;
const HEALTH_SLOWEST_WITHIN_MS = 1000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** What the resident memory may keep after the flood (the probe saw 2.4 GB kept). */
const MEMORY_KEPT_BYTES = 64 * 1024 * 1024;
/** A visitor's requests, not a second flood: the probe waits this long between two. */
const HEALTH_PROBE_GAP_MS = 20;

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

describe('a huge body against the real api process (issue 22, point 1)', () => {
  let api: ApiProcess;
  beforeAll(async () => {
    api = await startApiProcess();
  }, 90_000);
  afterAll(() => api?.stop(), 10_000);

  // node:http, not fetch: the 11 MB go out as one buffer, so the time measured is the api's, not the client's streams.
  const postFlatArray = () =>
    timed(
      () =>
        new Promise<number>((resolve, reject) => {
          const request = http.request(`${api.baseUrl}${SITE_PATHS.contactMessage}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': FLAT_ARRAY_BODY.length },
            timeout: 20_000,
            agent: false,
          });
          request.on('response', (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          });
          request.on('error', reject);
          request.end(FLAT_ARRAY_BODY);
        }),
    );
  const health = () =>
    timed(async () => {
      const response = await fetch(`${api.baseUrl}/health`, { signal: AbortSignal.timeout(20_000) });
      await response.arrayBuffer();
      return response.status;
    });

  test('an 11 MB flat array is refused with 413 well under a second, alone and ten at once, /health answering meanwhile', async () => {
    for (let warmUp = 0; warmUp < 5; warmUp++) await health();
    const residentBefore = api.residentBytes();

    const alone = await postFlatArray();
    expect(alone.value).toBe(413);
    expect(alone.ms).toBeLessThan(REFUSAL_WITHIN_MS);

    let flooding = true;
    const healthTimes: number[] = [];
    const probing = (async () => {
      while (flooding) {
        const answer = await health();
        expect(answer.value).toBe(200);
        healthTimes.push(answer.ms);
        await new Promise((resolve) => setTimeout(resolve, HEALTH_PROBE_GAP_MS));
      }
    })();
    const tenAtOnce = await Promise.all(Array.from({ length: 10 }, postFlatArray));
    flooding = false;
    await probing;

    expect(tenAtOnce.map(({ value }) => value)).toEqual(Array<number>(10).fill(413));
    for (const { ms } of tenAtOnce) expect(ms).toBeLessThan(REFUSAL_WITHIN_MS);
    expect(healthTimes.length).toBeGreaterThan(0);
    expect(median(healthTimes)).toBeLessThan(HEALTH_TYPICAL_WITHIN_MS);
    expect(Math.max(...healthTimes)).toBeLessThan(HEALTH_SLOWEST_WITHIN_MS);
    expect(api.residentBytes() - residentBefore).toBeLessThan(MEMORY_KEPT_BYTES);
  }, 120_000);
});

describe('numbers too large for a double, after validation', () => {
  const running = setUpTestApi();

  test('a query number of 1e309 answers 400 naming the field', async () => {
    const answer = await running.call('GET', COMMERCE_PATHS.wishlist, { query: { start: '1e309' } });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toMatch(/^querystring\.start /);
  });

  test('a body of 60,000 numbers within the body limit is answered at once, 400 from its schema', async () => {
    const body = `{"name":"Rina","x":[${'1,'.repeat(30_000)}1]}`;
    const { value: response, ms } = await timed(() =>
      fetch(`${running.baseUrl}${SITE_PATHS.contactMessage}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
    );
    expect(response.status).toBe(400);
    expect(ms).toBeLessThan(REFUSAL_WITHIN_MS);
  });
});
