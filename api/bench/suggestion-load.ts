/**
 * Load script (not a test) for GET /rest/open/index/search/suggestion.
 * Starts a throw-away api (seeded temp database, loopback only) in a child process,
 * sends REQUESTS suggestion calls with varied keywords over CONNECTIONS keep-alive
 * connections, prints requests/s and latency percentiles as JSON, then stops both.
 *
 *   npx tsx api/bench/suggestion-load.ts [--connections=10] [--requests=5000] [--visitor]
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { startTestApi } from '../src/testing/test-api.js';
import { DEMO_KLOBBER_ID, demoUsers } from '../src/modules/core/demo-data.js';
import { percentile } from './percentile.js';

const DEFAULTS = { connections: 10, requests: 5000, warmupRequests: 200 };
const SUGGESTION_PATH = '/rest/open/index/search/suggestion';
/** Keywords of every shape: short prefixes, whole words, two words, accents, no match, empty. */
const KEYWORDS = [
  'd',
  'de',
  'dev',
  'frontend',
  'data',
  'gaji',
  'manager',
  'staf',
  'jakarta',
  'wawancara',
  'bali',
  'tes',
  'a',
  'chef part',
  'marketing',
  'engineer',
  'kisah',
  'xyzzy',
  'hotel',
  'karier',
  'frönt',
  'project manager',
  '',
];
const SERVE_FLAG = '--serve';

interface ServerReady {
  baseUrl: string;
  token: string;
}

function option(name: string, fallback: number): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number.parseInt(raw, 10);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer`);
  return value;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

/** Child process: runs the api until the parent says stop. */
async function serve(): Promise<void> {
  const running = await startTestApi({ config: { logLevel: 'silent' } });
  const token = await running.api.ctx.tokens.sign({
    userId: DEMO_KLOBBER_ID,
    email: demoUsers[0].email,
    use: 'id',
    sessionId: await running.api.ctx.sessions.start(DEMO_KLOBBER_ID),
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void running.stop().finally(() => process.exit(0));
  };
  // A stop message, or the parent going away, ends the api.
  process.once('message', stop);
  process.once('disconnect', stop);
  process.send?.({ baseUrl: running.baseUrl, token } satisfies ServerReady);
}

function startServer(): Promise<{ ready: ServerReady; stop: () => Promise<void> }> {
  const child = fork(fileURLToPath(import.meta.url), [SERVE_FLAG], { execArgv: process.execArgv, stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`api process exited early with code ${code}`)));
    child.once('message', (ready) =>
      resolve({
        ready: ready as ServerReady,
        stop: async () => {
          child.send('stop');
          await exited;
        },
      }),
    );
  });
}

function get(agent: http.Agent, baseUrl: URL, path: string, token: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { agent, host: baseUrl.hostname, port: baseUrl.port, path, headers: token ? { authorization: `Bearer ${token}` } : {} },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
  });
}

async function load(): Promise<void> {
  const connections = option('connections', DEFAULTS.connections);
  const requests = option('requests', DEFAULTS.requests);
  const signedIn = !process.argv.includes('--visitor');
  const server = await startServer();
  try {
    const baseUrl = new URL(server.ready.baseUrl);
    const token = signedIn ? server.ready.token : undefined;
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    const pathFor = (n: number) => `${SUGGESTION_PATH}?keyword=${encodeURIComponent(KEYWORDS[n % KEYWORDS.length] ?? '')}`;

    const run = async (total: number, latencies: number[], statuses: Map<number, number>) => {
      let next = 0;
      const loop = async () => {
        while (next < total) {
          const n = next++;
          const started = process.hrtime.bigint();
          const status = await get(agent, baseUrl, pathFor(n), token);
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      };
      await Promise.all(Array.from({ length: connections }, loop));
    };

    await run(DEFAULTS.warmupRequests, [], new Map());
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const started = process.hrtime.bigint();
    await run(requests, latencies, statuses);
    const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
    agent.destroy();

    const sorted = [...latencies].sort((a, b) => a - b);
    console.info(
      JSON.stringify(
        {
          call: `GET ${SUGGESTION_PATH}`,
          signedIn,
          connections,
          requests,
          durationMs: round(elapsedMs),
          requestsPerSecond: Math.round((requests / elapsedMs) * 1000),
          latencyMs: {
            p50: round(percentile(sorted, 0.5)),
            p90: round(percentile(sorted, 0.9)),
            p99: round(percentile(sorted, 0.99)),
            max: round(sorted.at(-1) ?? 0),
          },
          statuses: Object.fromEntries(statuses),
        },
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
  }
}

await (process.argv.includes(SERVE_FLAG) ? serve() : load());
