/**
 * Suggestion requests/s by database and number of api instances (a script, not a test; issue 27): SQLite on one
 * instance (`pnpm start`), PostgreSQL on one and on two (`pnpm start:cluster`). Each configuration runs api processes
 * in production mode on one fresh database, with one Redis for the PostgreSQL runs as the cluster has, and spreads
 * BENCH_CONNECTIONS keep-alive connections over the instances as nginx does; BENCH_REQUESTS calls each.
 * PostgreSQL is the project's own (scripts/postgres.sh, Debian's package) or BENCH_POSTGRES_URL's server; without one
 * the PostgreSQL runs are reported as skipped. Prints JSON; exits 1 when a call did not answer 200.
 *
 *   cd api && npx tsx bench/suggestion-cluster.ts
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IDENTITY_PATHS, type AuthTokens } from '@klob/shared/api-contract/identity';
import type { Envelope } from '@klob/shared/api-contract/envelope';
import { randomSecret } from '../src/config.js';
import { DEMO_PASSWORD, demoUsers } from '../src/modules/core/demo-data.js';
import { startApiProcess, type ApiProcess } from '../src/testing/api-process.js';
import { hasRedisServer, startTestRedis } from '../src/testing/redis-server.js';
import { createTestPostgresDatabase } from '../src/testing/test-api.js';
import { boundedIntFromEnv } from './chat-bench-support.js';
import { loadSuggestions, SUGGESTION_PATH } from './suggestion-load-support.js';

const connections = boundedIntFromEnv('BENCH_CONNECTIONS', 10, 200);
const requests = boundedIntFromEnv('BENCH_REQUESTS', 5000, 100_000);
const CONFIGURATIONS = [
  { database: 'sqlite', instances: 1 },
  { database: 'postgres', instances: 1 },
  { database: 'postgres', instances: 2 },
] as const;
type Configuration = (typeof CONFIGURATIONS)[number];

/** The admin URL of a PostgreSQL server, or undefined when none can be had here. */
function postgresServer(): string | undefined {
  if (process.env.BENCH_POSTGRES_URL) return process.env.BENCH_POSTGRES_URL;
  const script = path.join(import.meta.dirname, '..', '..', 'scripts', 'postgres.sh');
  const started = spawnSync('bash', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return started.status === 0 ? started.stdout.trim().split('\n').at(-1) : undefined;
}

async function signedInToken(api: ApiProcess): Promise<string> {
  const response = await fetch(`${api.baseUrl}${IDENTITY_PATHS.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoUsers[0].email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as Envelope<AuthTokens>;
  return body.result.idToken;
}

/** Starts the configuration's instances one after another (the first migrates and seeds), loads them, stops them. */
async function measure(configuration: Configuration, env: Record<string, string>) {
  const instances: ApiProcess[] = [];
  try {
    for (let index = 0; index < configuration.instances; index += 1) instances.push(await startApiProcess(env));
    const figures = await loadSuggestions({
      baseUrls: instances.map((instance) => instance.baseUrl),
      token: await signedInToken(instances[0]!),
      connections,
      requests,
    });
    return { ...configuration, ...figures };
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}

type Measured = Awaited<ReturnType<typeof measure>>;
type Skipped = Configuration & { skipped: string };
type Run = Measured | Skipped;

/** Figures of calls that failed are no figures: the run fails (a skipped configuration has none). */
const allAnswered = (run: Run) => 'skipped' in run || Object.keys(run.statuses).every((status) => status === '200');

const adminUrl = postgresServer();
const redis = hasRedisServer() ? await startTestRedis() : undefined;
const runs: Run[] = [];
try {
  for (const configuration of CONFIGURATIONS) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-suggestion-bench-'));
    const postgres = configuration.database === 'postgres' ? await createTestPostgresDatabase(adminUrl) : undefined;
    try {
      if (configuration.database === 'postgres' && !postgres) {
        runs.push({ ...configuration, skipped: 'no PostgreSQL server (scripts/postgres.sh failed and BENCH_POSTGRES_URL is not set)' });
        continue;
      }
      const env = {
        KLOB_DATA_DIR: dataDir,
        // One secret for the instances of a run, as the cluster has: a token of one is good on the other.
        JWT_SECRET: randomSecret(),
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        ...(postgres && redis ? { REDIS_URL: redis.url } : {}),
      };
      runs.push(await measure(configuration, env));
    } finally {
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await redis?.stop();
}
console.info(
  JSON.stringify(
    {
      call: `GET ${SUGGESTION_PATH}`,
      signedIn: true,
      cores: os.cpus().length,
      loadAverage: os.loadavg().map((load) => Math.round(load * 10) / 10),
      runs,
    },
    null,
    2,
  ),
);
if (!runs.every(allAnswered)) {
  console.error('suggestion-cluster: some calls did not answer 200 (see statuses)');
  process.exitCode = 1;
}
