import { HttpError } from '@klob/shared';
import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import { HTTP_STATUS } from './constants';
import type { Interceptor } from './intercept-client';

export interface RefreshQueueOptions {
  /** Gets and stores new tokens; rejects when the session cannot be renewed. */
  refresh: () => Promise<unknown>;
  /** The token requests are sent with now; lets a 403 of a request sent before a refresh replay without a second refresh. */
  currentToken?: () => string | null;
  /** Called once per failed refresh: the shell asks to sign out (`requestLogout`). */
  onRefreshFailed: (error: unknown) => void;
}

/**
 * DECISIONS #11 (S1-8.1-03): every 403 may be an expired session, so every 403 starts the refresh,
 * except one whose body says `AccessDenied`: the caller is known but may not do this (someone
 * else's file, room or company), a refresh could not change it, and a failed one would sign the
 * user out for nothing. A backend that sends no codes still gets the spec's refresh.
 */
const mayBeHelpedByRefresh = (error: unknown): boolean =>
  error instanceof HttpError && error.status === HTTP_STATUS.forbidden && error.code !== ACCESS_ERROR_CODES.accessDenied;

/**
 * spec 1 §4.1 and §8.1: on a 403 (any but AccessDenied, DECISIONS #11) one token refresh runs;
 * every request that gets such a 403 meanwhile waits for that same refresh; when it succeeds they
 * are all replayed once with the new token, when it fails they all reject with the refresh's
 * error. A replay that gets a 403 again is rejected (no loop). A request sent without a stored
 * token has no session to refresh: its 403 rejects at once, like any other refusal.
 * One queue is shared by every client that sends the same token.
 */
export function createRefreshQueue({ refresh, currentToken = () => null, onRefreshFailed }: RefreshQueueOptions): Interceptor {
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
      if (sentWithToken === null || !mayBeHelpedByRefresh(error)) throw error;
      const refreshedSinceSent = currentToken() !== sentWithToken;
      if (!refreshedSinceSent) await awaitRefresh();
      return send();
    }
  };
}
