import { startPlatform } from '../../tools/platform/processes';
import {
  e2eApps,
  E2E_CLIENT_RATE_LIMIT_PER_MINUTE,
  E2E_LOG_DIR,
  E2E_MAIL_PORTS,
  E2E_PORTS,
  E2E_STATE_FILE,
  E2E_TOKEN_TTL_SECONDS,
} from './e2e-platform';

/** Starts the api on a fresh data folder and the six static servers; fails fast if an app has no build. */
export default async function globalSetup(): Promise<void> {
  const state = await startPlatform({
    ports: E2E_PORTS,
    apps: e2eApps(),
    stateFile: E2E_STATE_FILE,
    logDir: E2E_LOG_DIR,
    tokenTtlSeconds: E2E_TOKEN_TTL_SECONDS,
    // Sign-up and password-reset journeys read their codes from the dev mailbox (loopback only).
    devMailbox: true,
    // The api also mails every code through SMTP to a local catcher: the registration journey reads it there, as a user would.
    mailCatcher: E2E_MAIL_PORTS,
    // /login's LinkedIn and SSO buttons lead to the api's development provider.
    devOAuth: true,
    authClientRateLimitPerMinute: E2E_CLIENT_RATE_LIMIT_PER_MINUTE,
  });
  console.info(
    `e2e platform up: shell ${state.ports.shell}, remotes ${state.ports.mf_journey}-${state.ports.mf_company_landing}, api ${state.ports.api}, mail ${E2E_MAIL_PORTS.web} (logs in ${E2E_LOG_DIR})`,
  );
}
