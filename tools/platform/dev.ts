import path from 'node:path';
import concurrently from 'concurrently';
import { portOf } from '../webpack/ports';
import {
  apiEnv,
  appDirOf,
  devSignInProvidersEnv,
  MAIL_CATCHER_SCRIPT,
  mailCatcherPortsOf,
  mailCatcherUrlOf,
  STATIC_APPS,
  WORKSPACE_DIR,
} from './processes';

const mailPorts = mailCatcherPortsOf();

/** `pnpm dev`: the api in watch mode and every app on webpack-dev-server with hot reload, on the same ports as `pnpm start`, and the mail catcher. */
concurrently(
  [
    { name: 'mail', command: `tsx ${MAIL_CATCHER_SCRIPT}`, cwd: WORKSPACE_DIR },
    {
      name: 'api',
      command: 'tsx watch src/main.ts',
      cwd: appDirOf('api'),
      // The dev mailbox and the development sign-in provider; the secrets of the data folder keep sessions across reloads.
      env: apiEnv('development', { mailPorts }),
    },
    ...STATIC_APPS.map((app) => ({
      name: app,
      command: `tsx ${path.join(WORKSPACE_DIR, 'tools/webpack/cli.ts')} dev`,
      cwd: appDirOf(app),
      // The shell's /environment.json then names the development provider (the LinkedIn and SSO buttons of /login).
      env: app === 'shell' ? devSignInProvidersEnv() : {},
    })),
  ],
  { prefix: 'name', killOthersOn: ['failure'] },
);
console.info(`Klob dev: http://localhost:${portOf('shell')} (mail the api sends: ${mailCatcherUrlOf(mailPorts)})`);
