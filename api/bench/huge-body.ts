/**
 * A huge JSON body against the real api process (a script, not a test; issue 22, point 1): the 11 MB flat array that
 * once froze the api for ten seconds, alone and ten at once, with a visitor's /health calls meanwhile. Prints how long
 * each refusal took, /health's latency during the flood and the resident memory the flood left, as JSON. The test
 * `src/http/request-bounds.test.ts` holds the behaviour (413, /health answering); these are its figures. Issue 22's
 * goals: each refusal well under a second, /health under 100 ms meanwhile, little memory kept (the probe saw 2.4 GB).
 *
 *   cd api && npx tsx bench/huge-body.ts
 */
import { SITE_PATHS } from '@klob/shared/api-contract/site';
import { startApiProcess } from '../src/testing/api-process.js';
import { FLAT_ARRAY_BODY, healthStatus, postRawJson } from '../src/testing/raw-body.js';
import { percentile } from './percentile.js';

const HEALTH_PROBE_GAP_MS = 20;
const WARM_UP_CALLS = 5;
const MB = 1024 * 1024;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

const api = await startApiProcess();
try {
  for (let call = 0; call < WARM_UP_CALLS; call++) await healthStatus(api.baseUrl);
  const residentBefore = api.residentBytes();
  const post = () => timed(() => postRawJson(`${api.baseUrl}${SITE_PATHS.contactMessage}`, FLAT_ARRAY_BODY));
  const alone = await post();

  let flooding = true;
  const healthTimes: number[] = [];
  const probing = (async () => {
    while (flooding) {
      healthTimes.push((await timed(() => healthStatus(api.baseUrl))).ms);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_PROBE_GAP_MS));
    }
  })();
  const tenAtOnce = await Promise.all(Array.from({ length: 10 }, post));
  flooding = false;
  await probing;

  const sortedHealth = [...healthTimes].sort((a, b) => a - b);
  const statuses = [alone, ...tenAtOnce].map(({ value }) => value);
  console.info(
    JSON.stringify(
      {
        body: `${round(FLAT_ARRAY_BODY.length / MB)} MB flat JSON array`,
        statuses,
        refusalMs: { alone: round(alone.ms), tenAtOnceSlowest: round(Math.max(...tenAtOnce.map(({ ms }) => ms))) },
        healthDuringFloodMs: {
          calls: healthTimes.length,
          p50: round(percentile(sortedHealth, 0.5)),
          max: round(sortedHealth.at(-1) ?? 0),
        },
        residentKeptMb: round((api.residentBytes() - residentBefore) / MB),
      },
      null,
      2,
    ),
  );
  if (statuses.some((status) => status !== 413)) process.exitCode = 1;
} finally {
  await api.stop();
}
