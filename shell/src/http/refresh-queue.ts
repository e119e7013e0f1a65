import { HttpError, klobBus } from '@klob/shared';
import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import { HTTP_STATUS } from './constants';
import type { Interceptor } from './intercept-client';

export interface RefreshQueueOptions {
  /** Gets and stores new tokens; rejects when the session cannot be renewed. */
  refresh: () => Promise<unknown>;
  /** The token requests are sent with now; lets a 403 of a request sent before a refresh replay without a second refresh. */
  currentToken?: () => string | null;
  /** Called once per failed refresh. Defaults to asking the shell to sign out. */
  onRefreshFailed?: (error: unknown) => void;
}

/**
 * Issue 6 (hole 9): only a 403 the api marks as an expired or invalid session can be
 * helped by a refresh. A 403 with another code (someone else's file, room or company)
 * or without a code is a refusal like 400/401 (spec 1 §8.1) and rejects at once: a
 * refresh could not change it, and a failed one would sign the user out for nothing.
 */
const isSessionExpired = (error: unknown): boolean =>
  error instanceof HttpError && error.status === HTTP_STATUS.forbidden && error.code === ACCESS_ERROR_CODES.sessionExpired;

const requestSessionExpiredLogout = (): void => klobBus.emit('logoutRequested', { reason: 'session-expired' });

/**
 * spec 1 §4.1 and §8.1: on a 403 of an expired session (code SessionExpired, issue 6)
 * one token refresh runs; every request that gets such a 403 meanwhile waits for
 * that same refresh; when it succeeds they are all replayed once with the new
 * token, when it fails they all reject with the refresh's error. A replay that
 * gets a 403 again is rejected (no loop). Any other refusal rejects at once.
 * One queue is shared by every client that sends the same token.
 */
export function createRefreshQueue({
  refresh,
  currentToken = () => null,
  onRefreshFailed = requestSessionExpiredLogout,
}: RefreshQueueOptions): Interceptor {
  let refreshInFlight: Promise<void> | null = null;

  function awaitRefresh(): Promise<void> {
    refreshInFlight ??= refresh().then(
      () => {
        refreshInFlight = null;
      },
      (error: unknown) => {
        refreshInFlight = null;
        onRefreshFailed(error);
        throw error;
      },
    );
    return refreshInFlight;
  }

  return async function withRefreshQueue<T>(send: () => Promise<T>): Promise<T> {
    const sentWithToken = currentToken();
    try {
      return await send();
    } catch (error) {
      if (!isSessionExpired(error)) throw error;
      const refreshedSinceSent = sentWithToken !== null && currentToken() !== sentWithToken;
      if (!refreshedSinceSent) await awaitRefresh();
      return send();
    }
  };
}
