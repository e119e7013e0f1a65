import { devOAuthAuthorizePath, OAUTH_PROVIDERS } from '@klob/shared/api-contract/identity';
import { SIGN_IN_PROVIDER_ENV } from '../../webpack/runtime-files';

/**
 * The shell's sign-in provider variables pointing at the api's development provider
 * (a same-site path: the shell proxies /dev to the api). Only with DEV_OAUTH=1 for the api.
 */
export function devSignInProvidersEnv(): Record<string, string> {
  return Object.fromEntries(OAUTH_PROVIDERS.map((provider) => [SIGN_IN_PROVIDER_ENV[provider], devOAuthAuthorizePath(provider)]));
}
