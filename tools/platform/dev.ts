import path from 'node:path';
import concurrently from 'concurrently';
import { portOf } from '../webpack/ports';
import { apiDataDir, apiSecretsEnv, appDirOf, STATIC_APPS, WORKSPACE_DIR } from './processes';

/** `pnpm dev`: the api in watch mode and every app on webpack-dev-server with hot reload, on the same ports as `pnpm start`. */
concurrently(
  [
    {
      name: 'api',
      command: 'tsx watch src/main.ts',
      cwd: appDirOf('api'),
      // Development asks for the dev mailbox (verification codes, loopback callers only); the secrets of the data folder keep sessions across reloads.
      env: { NODE_ENV: 'development', DEV_MAILBOX: '1', ...apiSecretsEnv(apiDataDir()) },
    },
    ...STATIC_APPS.map((app) => ({
      name: app,
      command: `tsx ${path.join(WORKSPACE_DIR, 'tools/webpack/cli.ts')} dev`,
      cwd: appDirOf(app),
    })),
  ],
  { prefix: 'name', killOthersOn: ['failure'] },
);
console.info(`Klob dev: http://localhost:${portOf('shell')}`);
