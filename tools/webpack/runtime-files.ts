import type { RuntimeEnvironment, SignInProviders } from '@klob/shared';
import { remotesManifestFor } from './remotes-manifest';

/**
 * What the shell reads at start-up, per environment, instead of compiling it in.
 * Every browser reads it: it never holds a secret (issue 6: the chat service's
 * credentials stay with the api; browsers call the chat routes with their own token).
 */
export function runtimeEnvironment(env: NodeJS.ProcessEnv = process.env): RuntimeEnvironment {
  const environment = env.KLOB_RUNTIME_ENV;
  return {
    environment: environment === 'development' || environment === 'test' ? environment : 'production',
    signInProviders: signInProvidersFrom(env),
    // spec 1 §2.6: KLOB_ROUTE_SET=reduced serves only /prohirelps2024 and a fallback.
    ...(env.KLOB_ROUTE_SET === 'reduced' ? { routeSet: 'reduced' as const } : {}),
  };
}

/** The environment variables naming each sign-in provider's authorize URL (spec 1 §2 /linkedin, /sso); unset: no button. */
export const SIGN_IN_PROVIDER_ENV = { linkedin: 'SIGN_IN_LINKEDIN_URL', sso: 'SIGN_IN_SSO_URL' } as const;

/** Authorize URLs only: a provider's client secret stays with whatever exchanges its codes (the api), never here. */
function signInProvidersFrom(env: NodeJS.ProcessEnv): SignInProviders {
  const providers: SignInProviders = {};
  for (const [provider, name] of Object.entries(SIGN_IN_PROVIDER_ENV) as [keyof typeof SIGN_IN_PROVIDER_ENV, string][]) {
    const url = env[name]?.trim();
    if (url) providers[provider] = url;
  }
  return providers;
}

/**
 * The JSON files an app's server answers, read on every request so that
 * editing the environment's remotes manifest needs no restart and no rebuild:
 * the shell reads both, a remote's dev harness the environment.
 */
export function runtimeFilesOf(kind: 'host' | 'remote', klobEnv: string, appDir: string): Record<string, () => unknown> {
  const environment = { '/environment.json': () => runtimeEnvironment() };
  return kind === 'host' ? { '/remotes.json': () => remotesManifestFor(klobEnv, appDir), ...environment } : environment;
}
