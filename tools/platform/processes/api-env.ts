import { apiDataDir, apiSecretsEnv } from './local-secrets';
import { apiMailEnv, type MailCatcherPorts } from './mail-catcher';
import { corsOriginsEnv, portsFromEnv, textOriginsEnv, type PlatformPorts } from './platform-ports';

/** `pnpm dev` runs the api in development, `pnpm start` and `pnpm serve` in production. */
export type ApiMode = 'development' | 'production';

export interface ApiEnvOptions {
  mailPorts: MailCatcherPorts;
  ports?: PlatformPorts;
  dataDir?: string;
}

/**
 * The environment of the api that `pnpm dev` and `pnpm start` launch. Both: CORS and text origins are exactly the
 * platform's own origins (issue 22), the secrets come from the data folder (generated on the first start), mail goes
 * to the local catcher (issue 21). Development adds the dev mailbox and the development sign-in provider (loopback
 * callers only). Production has no dev mailbox (issue 6) and pays with the sandbox card, on purpose: a production api
 * has no payment provider unless told (issue 22).
 */
export function apiEnv(
  mode: ApiMode,
  { mailPorts, ports = portsFromEnv(), dataDir = apiDataDir() }: ApiEnvOptions,
): Record<string, string> {
  return {
    NODE_ENV: mode,
    ...(mode === 'development' ? { DEV_MAILBOX: '1', DEV_OAUTH: '1' } : { PAYMENT_PROVIDER: 'sandbox' }),
    ...corsOriginsEnv(ports),
    ...textOriginsEnv(ports),
    ...apiSecretsEnv(dataDir),
    ...apiMailEnv(mailPorts),
  };
}
