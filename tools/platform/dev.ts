import path from 'node:path';
import concurrently from 'concurrently';
import { portOf } from '../webpack/ports';
import { appDirOf, STATIC_APPS, WORKSPACE_DIR } from './processes';

/** `pnpm dev`: the api in watch mode and every app on webpack-dev-server with hot reload, on the same ports as `pnpm start`. */
concurrently(
  [
    { name: 'api', command: 'tsx watch src/main.ts', cwd: appDirOf('api') },
    ...STATIC_APPS.map((app) => ({
      name: app,
      command: `tsx ${path.join(WORKSPACE_DIR, 'tools/webpack/cli.ts')} dev`,
      cwd: appDirOf(app),
    })),
  ],
  { prefix: 'name', killOthersOn: ['failure'] },
);
console.info(`Klob dev: http://localhost:${portOf('shell')}`);
