import { HttpError, type AuthStateChannel, type BusUser, type HttpClient, type KlobBus } from '@klob/shared';
import {
  IDENTITY_PATHS,
  type AuthTokens,
  type LoginOnSuccessRequest,
  type LoginOnSuccessResult,
  type SignOutRequest,
} from '@klob/shared/api-contract/identity';
import type { AuthStore, StoredAuth } from './auth-storage';
import { clearBannerFlags } from './banner-flags';
import { isMobileBuild } from '../overlays/install-banner/install-banner-rules';
import { requestLogout } from './request-logout';
import { markSignOutRedirect } from './sign-out-redirect';
import { SessionRefreshError, type SessionRefresher } from './session-refresh';
import type { KeyValueStorage } from './storage-entry';
import { tokenExpiresAt } from './token-expiry';

/** Where the shell goes after signing out (spec 1 §4.1): `/`, in the mobile build `/login` (S1-4.1-05). */
export const SIGNED_OUT_PATH = '/';
export const MOBILE_SIGNED_OUT_PATH = '/login';

const GUEST: AuthStateChannel = { isAuthenticated: false, isAuthenticating: false, user: null };

export interface ShellSessionOptions {
  authStorage: AuthStore;
  refresher: SessionRefresher;
  bus: KlobBus;
  /** The service client (spec 1 §7): sends the stored id token, refreshes on 403. */
  service: HttpClient;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  storage?: KeyValueStorage & Pick<Storage, 'key' | 'length'>;
  /** Runs after a confirmed sign-in, not awaited (the pre-login activity log is sent here). */
  afterSignIn?: (auth: StoredAuth) => void;
}

/**
 * The one owner of the session (spec 1 §3, §4.1): it alone writes the `auth`
 * storage key together with the bus `auth` channel, so the two never disagree.
 * Everything else (services.auth, the header, every remote) reads the bus.
 */
export interface ShellSession {
  /** Publishes the stored session (or a guest), checks it with the api, starts the 10 s refresh and listens for `logoutRequested`. */
  start(): () => void;
  /** Stores the tokens, confirms them with the on-success call and publishes the user; on failure nothing stays stored. */
  signIn(tokens: AuthTokens, formValues?: Record<string, unknown>): Promise<LoginOnSuccessResult>;
  /** Revokes the refresh token (best effort), clears stored auth and banner flags, publishes a guest and goes to `/`. */
  signOut(): void;
  /** The last on-success answer (mus01 and usr01: the companies the user administers), null while unknown. */
  userData(): LoginOnSuccessResult | null;
}

/** The bus user while only the stored session is known (before the on-success answer). */
const userFromStorage = (stored: StoredAuth): BusUser => ({
  userId: stored.userId,
  firstName: '',
  lastName: '',
  profilePictureUrl: null,
  emailLogin: stored.email,
});

/** A stored session whose id token is not a readable JWT is garbage: the visitor is a guest. */
function readUsableAuth(authStorage: AuthStore): StoredAuth | null {
  const stored = authStorage.read();
  return stored && tokenExpiresAt(stored.idToken) !== null ? stored : null;
}

/** Refusals that mean the stored session is no longer valid (a failed refresh already asked to sign out). */
const endsSession = (error: unknown): boolean =>
  error instanceof SessionRefreshError || (error instanceof HttpError && [400, 401, 403, 404].includes(error.status));

export function createShellSession({
  authStorage,
  refresher,
  bus,
  service,
  navigate,
  storage = window.localStorage,
  afterSignIn,
}: ShellSessionOptions): ShellSession {
  const publish = (state: AuthStateChannel) => bus.setState('auth', state);
  let confirmedData: LoginOnSuccessResult | null = null;

  async function confirm(stored: Pick<StoredAuth, 'userId' | 'email'>, formValues: Record<string, unknown> = {}) {
    const body: LoginOnSuccessRequest = { ...formValues, userId: stored.userId, email: stored.email };
    const answer = await service.post<{ result?: LoginOnSuccessResult | null }>(IDENTITY_PATHS.loginOnSuccess, body);
    if (!answer?.result?.mus01) throw new Error('The on-success call answered no user');
    confirmedData = answer.result;
    return answer.result;
  }

  function clearLocalSession() {
    confirmedData = null;
    authStorage.clear();
    clearBannerFlags(storage);
    publish(GUEST);
  }

  function signOut() {
    const refreshToken = authStorage.read()?.refreshToken;
    if (refreshToken) {
      const body: SignOutRequest = { refreshToken };
      // Best effort: the local session ends whatever the api answers.
      service.post(IDENTITY_PATHS.signOut, body).catch((error: unknown) => console.warn('Sign-out call failed', error));
    }
    markSignOutRedirect();
    clearLocalSession();
    navigate(isMobileBuild() ? MOBILE_SIGNED_OUT_PATH : SIGNED_OUT_PATH);
  }

  /** The start-up check: renew an expiring token, then ask the api who the token belongs to. */
  async function checkStoredSession(stored: StoredAuth) {
    try {
      await refresher.refreshIfExpiring();
      const data = await confirm(stored);
      if (bus.getState('auth').isAuthenticated) publish({ isAuthenticated: true, isAuthenticating: false, user: data.mus01 });
    } catch (error) {
      // A network failure keeps the session (offline is not signed out); a refusal or a failed refresh ends it.
      if (endsSession(error)) requestLogout(bus, 'session-expired');
    }
  }

  function start() {
    const stored = readUsableAuth(authStorage);
    if (stored) {
      publish({ isAuthenticated: true, isAuthenticating: false, user: userFromStorage(stored) });
    } else {
      authStorage.clear();
      publish(GUEST);
    }
    const logoutSubscription = bus.on('logoutRequested').subscribe(() => signOut());
    const stopRefresh = refresher.startPeriodicRefresh({
      // A refused refresh means the session is over; a network failure is retried on the next tick.
      onError: (error) => {
        if (endsSession(error)) requestLogout(bus, 'session-expired');
        else console.warn('Session refresh failed', error);
      },
    });
    if (stored) void checkStoredSession(stored);
    return () => {
      logoutSubscription.unsubscribe();
      stopRefresh();
    };
  }

  async function signIn(tokens: AuthTokens, formValues: Record<string, unknown> = {}) {
    const stored: StoredAuth = {
      accessToken: tokens.accessToken,
      idToken: tokens.idToken,
      refreshToken: tokens.refreshToken,
      userId: tokens.userId,
      email: tokens.email,
    };
    authStorage.write(stored);
    publish({ isAuthenticated: false, isAuthenticating: true, user: null });
    try {
      const data = await confirm(stored, formValues);
      publish({ isAuthenticated: true, isAuthenticating: false, user: data.mus01 });
      afterSignIn?.(stored);
      return data;
    } catch (error) {
      clearLocalSession();
      throw error;
    }
  }

  return { start, signIn, signOut, userData: () => confirmedData };
}
