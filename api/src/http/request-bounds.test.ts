import { COMMERCE_PATHS } from '@klob/shared/api-contract/commerce';
import { SITE_PATHS } from '@klob/shared/api-contract/site';
import { startApiProcess, type ApiProcess } from '../testing/api-process.js';
import { setUpTestApi } from '../testing/index.js';
import { FLAT_ARRAY_BODY, healthStatus, postRawJson } from '../testing/raw-body.js';

/** A visitor's requests, not a second flood: the probe waits this long between two. */
const HEALTH_PROBE_GAP_MS = 20;

// How fast the refusals come and what memory the flood leaves are figures of `pnpm bench` (api/bench/huge-body.ts);
// this test holds what the api does: it refuses, and it goes on answering others meanwhile.
describe('a huge body against the real api process (issue 22, point 1)', () => {
  let api: ApiProcess;
  beforeAll(async () => {
    api = await startApiProcess();
  }, 90_000);
  afterAll(() => api?.stop(), 10_000);

  const postFlatArray = () => postRawJson(`${api.baseUrl}${SITE_PATHS.contactMessage}`, FLAT_ARRAY_BODY);

  test('an 11 MB flat array is refused with 413, alone and ten at once, /health answering meanwhile', async () => {
    expect(await postFlatArray()).toBe(413);

    let flooding = true;
    const healthStatuses: number[] = [];
    const probing = (async () => {
      while (flooding) {
        healthStatuses.push(await healthStatus(api.baseUrl));
        await new Promise((resolve) => setTimeout(resolve, HEALTH_PROBE_GAP_MS));
      }
    })();
    const tenAtOnce = await Promise.all(Array.from({ length: 10 }, postFlatArray));
    flooding = false;
    await probing;

    expect(tenAtOnce).toEqual(Array<number>(10).fill(413));
    expect(healthStatuses.length).toBeGreaterThan(0);
    expect(healthStatuses.every((status) => status === 200)).toBe(true);
  }, 120_000);
});

describe('numbers too large for a double, after validation', () => {
  const running = setUpTestApi();

  test('a query number of 1e309 answers 400 naming the field', async () => {
    const answer = await running.call('GET', COMMERCE_PATHS.wishlist, { query: { start: '1e309' } });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toMatch(/^querystring\.start /);
  });

  test('a body of 60,000 numbers within the body limit answers 400 from its schema', async () => {
    const body = `{"name":"Rina","x":[${'1,'.repeat(30_000)}1]}`;
    const response = await fetch(`${running.baseUrl}${SITE_PATHS.contactMessage}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(400);
  });
});
