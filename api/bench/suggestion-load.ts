/**
 * Load script (not a test) for GET /rest/open/index/search/suggestion.
 * Starts a throw-away api (seeded temp database, loopback only) in a child process,
 * sends REQUESTS suggestion calls with varied keywords over CONNECTIONS keep-alive
 * connections, prints requests/s and latency percentiles as JSON, then stops both.
 *
 *   npx tsx api/bench/suggestion-load.ts [--connections=10] [--requests=5000] [--visitor]
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startTestApi } from '../src/testing/test-api.js';
import { DEMO_KLOBBER_ID, demoUsers } from '../src/modules/core/demo-data.js';
import { loadSuggestions, SUGGESTION_PATH } from './suggestion-load-support.js';

const DEFAULTS = { connections: 10, requests: 5000 };
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

async function load(): Promise<void> {
  const connections = option('connections', DEFAULTS.connections);
  const requests = option('requests', DEFAULTS.requests);
  const signedIn = !process.argv.includes('--visitor');
  const server = await startServer();
  try {
    const figures = await loadSuggestions({
      baseUrls: [server.ready.baseUrl],
      token: signedIn ? server.ready.token : undefined,
      connections,
      requests,
    });
    console.info(JSON.stringify({ call: `GET ${SUGGESTION_PATH}`, signedIn, ...figures }, null, 2));
  } finally {
    await server.stop();
  }
}

await (process.argv.includes(SERVE_FLAG) ? serve() : load());
