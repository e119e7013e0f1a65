import path from 'node:path';
import concurrently from 'concurrently';
import { appFolderOf, portOf, REMOTE_NAMES } from '../webpack/ports';

/**
 * `pnpm start`: the whole platform from its production builds, each app on its
 * own origin (ARCHITECTURE.md "Processes"). Ctrl-C stops everything.
 */
const workspace = path.resolve(import.meta.dirname, '../..');
const serve = (name: 'shell' | (typeof REMOTE_NAMES)[number]) => ({
  name: appFolderOf(name),
  command: `tsx ${path.join(workspace, 'tools/serve/cli.ts')}`,
  cwd: path.join(workspace, appFolderOf(name)),
});

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'tsx src/main.ts',
      cwd: path.join(workspace, 'api'),
      env: { NODE_ENV: 'production', DEV_MAILBOX: process.env.DEV_MAILBOX ?? '1' },
    },
    serve('shell'),
    ...REMOTE_NAMES.map(serve),
  ],
  { prefix: 'name', killOthersOn: ['failure'], restartTries: 0 },
);

console.info(`Klob is starting: http://localhost:${portOf('shell')} (api on ${portOf('api')})`);
result.catch(() => process.exit(1));
