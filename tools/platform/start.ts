import path from 'node:path';
import concurrently from 'concurrently';
import { portOf } from '../webpack/ports';
import { apiEnv, appDirOf, MAIL_CATCHER_SCRIPT, mailCatcherPortsOf, mailCatcherUrlOf, STATIC_APPS, WORKSPACE_DIR } from './processes';

/**
 * `pnpm start` (after `pnpm build`) and `pnpm serve`: the whole platform from
 * its production builds, each app on its own origin (docs/ARCHITECTURE.md
 * "Processes"), and the local mail catcher the api sends its mail to, in the
 * foreground with prefixed logs. Ctrl-C stops everything.
 * The e2e suite and the bench start the same processes in the background
 * (./processes).
 */
const mailPorts = mailCatcherPortsOf();
const { result } = concurrently(
  [
    // Loopback only: the mail holds sign-up and password-reset codes (issue 21).
    { name: 'mail', command: `tsx ${MAIL_CATCHER_SCRIPT}`, cwd: WORKSPACE_DIR },
    {
      name: 'api',
      command: 'tsx src/main.ts',
      cwd: appDirOf('api'),
      env: apiEnv('production', { mailPorts }),
    },
    ...STATIC_APPS.map((app) => ({ name: app, command: `tsx ${path.join(WORKSPACE_DIR, 'tools/serve/cli.ts')}`, cwd: appDirOf(app) })),
  ],
  // Each app is deployed on its own: one that stops leaves the others serving.
  { prefix: 'name', restartTries: 0 },
);

console.info(
  `Klob is starting: http://localhost:${portOf('shell')} (api on ${portOf('api')}). ` +
    `Mail the api sends (verification and password-reset codes): ${mailCatcherUrlOf(mailPorts)}`,
);
result.catch(() => process.exit(1));
