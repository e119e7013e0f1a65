import path from 'node:path';
import concurrently, { type ConcurrentlyCommandInput } from 'concurrently';
import {
  apiEnv,
  appDirOf,
  MAIL_CATCHER_SCRIPT,
  mailCatcherPortsOf,
  mailCatcherUrlOf,
  portsFromEnv,
  STATIC_APPS,
  WORKSPACE_DIR,
} from './processes';
import { waitForHttp } from './processes/wait-for-http';

/**
 * The processes of `pnpm start:cluster` (scripts/start-cluster.sh starts Redis and nginx first and sets the ports):
 * API_INSTANCES api instances on API_PORT, API_PORT+1... sharing one data folder (database, uploads, secrets) and
 * REDIS_URL, the mail catcher, and the static servers as `pnpm start` runs them. The first instance migrates and
 * seeds the database before the others open it. In the foreground with prefixed logs; Ctrl-C stops everything.
 */
const instances = Number.parseInt(process.env.API_INSTANCES ?? '2', 10);
if (!Number.isInteger(instances) || instances < 1)
  throw new Error(`API_INSTANCES must be a whole number from 1, got '${process.env.API_INSTANCES}'`);
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) throw new Error('REDIS_URL is not set: start the cluster with pnpm start:cluster');
const clusterPort = Number.parseInt(process.env.CLUSTER_PORT ?? '8700', 10);
const clusterUrl = `http://localhost:${clusterPort}`;

const ports = portsFromEnv();
const mailPorts = mailCatcherPortsOf();
const sharedApiEnv = apiEnv('production', { mailPorts, ports });
const apiOf = (index: number): ConcurrentlyCommandInput => ({
  name: `api-${index + 1}`,
  command: 'tsx src/main.ts',
  cwd: appDirOf('api'),
  env: {
    ...sharedApiEnv,
    // The browser's origin is nginx's; the api answers it like the shell's own.
    CORS_ORIGINS: [sharedApiEnv.CORS_ORIGINS, clusterUrl, `http://127.0.0.1:${clusterPort}`].join(','),
    REDIS_URL: redisUrl,
    API_PORT: String(ports.api + index),
  },
});
const options = { prefix: 'name', restartTries: 0 } as const;

const first = concurrently([{ name: 'mail', command: `tsx ${MAIL_CATCHER_SCRIPT}`, cwd: WORKSPACE_DIR }, apiOf(0)], options);
await waitForHttp(`http://127.0.0.1:${ports.api}/health`, { timeoutMs: 120_000 });
const rest = concurrently(
  [
    ...Array.from({ length: instances - 1 }, (_, index) => apiOf(index + 1)),
    // The shell's server asks the api for its pages' data through nginx too, so those calls are balanced as well.
    ...STATIC_APPS.map((app) => ({
      name: app,
      command: `tsx ${path.join(WORKSPACE_DIR, 'tools/serve/cli.ts')}`,
      cwd: appDirOf(app),
      env: { API_URL: `http://127.0.0.1:${clusterPort}` },
    })),
  ],
  options,
);

console.info(
  `Klob cluster is starting: ${clusterUrl} (nginx in front of the shell on ${ports.shell} and ${instances} api instances on ` +
    `${ports.api}-${ports.api + instances - 1}, Redis ${redisUrl}). Mail the api sends: ${mailCatcherUrlOf(mailPorts)}. Ctrl-C stops it.`,
);
Promise.all([first.result, rest.result]).catch(() => process.exit(1));
