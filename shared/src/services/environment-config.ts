import { OAUTH_PROVIDERS } from '../api-contract/identity';
import type { EnvironmentConfig, SignInProviders } from './services';
import { requestDeadline } from '../http/request-deadline';

/** Per-environment settings the app servers answer (tools/webpack/runtime-files.ts). */
export const RUNTIME_ENVIRONMENT_URL = '/environment.json';
/** The start-up files (/environment.json, /remotes.json) are given up after this; the page starts without them. */
export const RUNTIME_FILE_TIMEOUT_MS = 5000;

/** What /environment.json holds: the one type the app servers answer and the shell reads. */
export type RuntimeEnvironment = Pick<EnvironmentConfig, 'environment' | 'routeSet'> & { signInProviders?: SignInProviders };

function isRuntimeEnvironment(value: unknown): value is RuntimeEnvironment {
  if (typeof value !== 'object' || value === null) return false;
  const { environment } = value as Partial<RuntimeEnvironment>;
  return environment === 'development' || environment === 'production' || environment === 'test';
}

/** An authorize URL is a same-site path or an https/http URL; anything else (javascript:, //host) is dropped. */
const isAuthorizeUrl = (value: unknown): value is string =>
  typeof value === 'string' && (/^\/(?!\/)/.test(value) || /^https?:\/\//.test(value));

function signInProvidersOf(value: unknown): SignInProviders {
  if (typeof value !== 'object' || value === null) return {};
  const entries = OAUTH_PROVIDERS.map((provider) => [provider, (value as Record<string, unknown>)[provider]] as const);
  return Object.fromEntries(entries.filter((entry): entry is readonly [(typeof entry)[0], string] => isAuthorizeUrl(entry[1])));
}

/** The api and the chat socket are proxied on the page's own origin: the browser never needs their addresses. */
const sameOriginAs = (origin: string) => ({ apiBaseUrl: origin, socketUrl: origin });

/** The environment a page starts in without a valid /environment.json: production, no sign-in providers. */
export const fallbackEnvironmentConfig = (origin: string): EnvironmentConfig => ({
  ...sameOriginAs(origin),
  environment: 'production',
  signInProviders: {},
});

/**
 * The environment the page runs in, read at start-up (by the shell, like the
 * remotes manifest, and by a remote's dev harness), so one build serves every
 * environment. The api is proxied on the
 * shell's own origin, so the browser never needs its address. It holds no
 * secret: the chat service's credentials stay on the server, the browser calls
 * the chat routes with the user's own token (issue 6). Without the file the
 * shell still starts, as production.
 */
export async function fetchEnvironmentConfig(url = RUNTIME_ENVIRONMENT_URL): Promise<EnvironmentConfig> {
  const deadline = requestDeadline(RUNTIME_FILE_TIMEOUT_MS);
  try {
    const response = await fetch(url, { cache: 'no-cache', signal: deadline.signal });
    const config = environmentConfigOf(response.ok ? await response.json() : null);
    if (!config) throw new Error(`${url} answered ${response.status} without a valid environment`);
    return config;
  } catch (error) {
    console.error('[klob] run-time environment could not be read', error);
    return fallbackEnvironmentConfig(window.location.origin);
  } finally {
    deadline.release();
  }
}

/**
 * The page's environment from what /environment.json answers (fetched, or inlined by the server, issue 25); null when
 * it is not one. `origin` is the page's (the shell's server passes the one the browser sees).
 */
export function environmentConfigOf(body: unknown, origin = window.location.origin): EnvironmentConfig | null {
  if (!isRuntimeEnvironment(body)) return null;
  const routeSet = body.routeSet === 'reduced' ? { routeSet: body.routeSet } : {};
  return { ...sameOriginAs(origin), environment: body.environment, signInProviders: signInProvidersOf(body.signInProviders), ...routeSet };
}
