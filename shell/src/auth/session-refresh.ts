import { type HttpClient } from '@klob/shared';
import { TOKEN_REFRESH_INTERVAL_MS } from '@klob/shared/constants';
import type { RefreshTokenRequest, RefreshTokenResult } from '@klob/shared/api-contract/identity';
import { createFetchClient, type FetchFunction } from '@klob/shared/http';
import type { AuthStore, RefreshedTokens, StoredAuth } from './auth-storage';
import { expiresWithin } from './token-expiry';

export interface SessionRefresherOptions {
  authStorage: AuthStore;
  /** The api's identity refresh route, e.g. `${apiBaseUrl}/identity/refresh-token`. */
  identityRefreshUrl: string;
  fetch?: FetchFunction;
  now?: () => number;
}

export interface PeriodicRefreshOptions {
  intervalMs?: number;
  /** A failed periodic refresh is not fatal: the next 403 runs the refresh queue, which signs out if it fails too. */
  onError?: (error: unknown) => void;
}

export interface SessionRefresher {
  /** Exchanges the stored refresh token for new tokens and stores them. One call in flight at a time. */
  refresh(): Promise<StoredAuth>;
  /** Refreshes when signed in and the id token expires before the tick after next; answers whether it did. */
  refreshIfExpiring(withinMs?: number): Promise<boolean>;
  /** Checks at once, then every `intervalMs` (spec 1 §4.1, §9). Answers the function that stops it. */
  startPeriodicRefresh(options?: PeriodicRefreshOptions): () => void;
}

/** The envelope of spec 1 §7 around the refreshed tokens. */
interface RefreshTokenEnvelope {
  /** `refreshToken` is present when the api rotates refresh tokens (issue 6): the sent one is then spent. */
  result?: (Partial<RefreshTokenResult> & { refreshToken?: unknown }) | null;
}

export class SessionRefreshError extends Error {
  override readonly name = 'SessionRefreshError';
}

function readTokens(answer: RefreshTokenEnvelope | undefined): RefreshedTokens {
  const result = answer?.result;
  if (typeof result?.idToken !== 'string' || typeof result.accessToken !== 'string') {
    throw new SessionRefreshError('The refresh answer holds no tokens');
  }
  const rotated = typeof result.refreshToken === 'string' && result.refreshToken !== '' ? result.refreshToken : undefined;
  return { idToken: result.idToken, accessToken: result.accessToken, ...(rotated ? { refreshToken: rotated } : {}) };
}

const warnRefreshFailed = (error: unknown): void => console.warn('Session refresh failed', error);

export function createSessionRefresher({
  authStorage,
  identityRefreshUrl,
  fetch,
  now = Date.now,
}: SessionRefresherOptions): SessionRefresher {
  const identity: HttpClient = createFetchClient({ baseUrl: '', fetch });
  let refreshInFlight: Promise<StoredAuth> | null = null;

  async function exchangeRefreshToken(): Promise<StoredAuth> {
    const refreshToken = authStorage.read()?.refreshToken;
    if (!refreshToken) throw new SessionRefreshError('No stored refresh token');
    const body: RefreshTokenRequest = { refreshToken };
    const tokens = readTokens(await identity.post<RefreshTokenEnvelope>(identityRefreshUrl, body));
    const stored = authStorage.updateTokens(tokens);
    if (!stored) throw new SessionRefreshError('Signed out while refreshing');
    return stored;
  }

  function refresh(): Promise<StoredAuth> {
    refreshInFlight ??= exchangeRefreshToken().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  async function refreshIfExpiring(withinMs = 2 * TOKEN_REFRESH_INTERVAL_MS): Promise<boolean> {
    const stored = authStorage.read();
    if (!stored?.refreshToken || !expiresWithin(stored.idToken, withinMs, now())) return false;
    await refresh();
    return true;
  }

  function startPeriodicRefresh({
    intervalMs = TOKEN_REFRESH_INTERVAL_MS,
    onError = warnRefreshFailed,
  }: PeriodicRefreshOptions = {}): () => void {
    // Two intervals ahead, so a tick that runs late still renews before expiry.
    const check = () => void refreshIfExpiring(2 * intervalMs).catch(onError);
    check();
    const timer = setInterval(check, intervalMs);
    return () => clearInterval(timer);
  }

  return { refresh, refreshIfExpiring, startPeriodicRefresh };
}
