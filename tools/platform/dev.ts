import path from 'node:path';
import concurrently from 'concurrently';
import { appFolderOf, portOf, REMOTE_NAMES } from '../webpack/ports';

/** `pnpm dev`: the api in watch mode and every app on webpack-dev-server with hot reload. */
const workspace = path.resolve(import.meta.dirname, '../..');
const dev = (name: 'shell' | (typeof REMOTE_NAMES)[number]) => ({
  name: appFolderOf(name),
  command: `tsx ${path.join(workspace, 'tools/webpack/cli.ts')} dev`,
  cwd: path.join(workspace, appFolderOf(name)),
});

concurrently(
  [{ name: 'api', command: 'tsx watch src/main.ts', cwd: path.join(workspace, 'api') }, dev('shell'), ...REMOTE_NAMES.map(dev)],
  {
    prefix: 'name',
    killOthersOn: ['failure'],
  },
);
console.info(`Klob dev: http://localhost:${portOf('shell')}`);
