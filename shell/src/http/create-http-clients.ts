import { AUTHORIZATION_HEADER, USER_TIMEZONE_HEADER, userTimeZone, type HttpClients } from '@klob/shared';
import type { AuthStore } from '../auth/auth-storage';
import { createFetchClient, type FetchFunction } from '@klob/shared/http';
import { interceptClient, type Interceptor } from './intercept-client';
import { createRefreshQueue } from './refresh-queue';
import { createStatusAlerts, type ShowAlert } from './status-alerts';
import { yieldToBrowser } from '../app/yield-to-browser';

export interface CreateHttpClientsOptions {
  /** Base of the api as the browser sees it (the shell proxies /rest, /locale and /identity). */
  apiBaseUrl: string;
  authStorage: AuthStore;
  /** Gets and stores new tokens (the session refresher's `refresh`). */
  refreshSession: () => Promise<unknown>;
  /** The shell's alert modal; defaults to `window.alert`. */
  showAlert?: ShowAlert;
  /** Called once per failed refresh: the shell asks to sign out (`requestLogout`). */
  onRefreshFailed: (error: unknown) => void;
  fetch?: FetchFunction;
  createXhr?: () => XMLHttpRequest;
  timeZone?: () => string;
}

/**
 * Issue 25: a call starts in a task of its own. A page's first render asks for its data from a dozen components' effects
 * at once, a few milliseconds each on a phone (the headers, the client's steps, the browser's fetch): one long task the
 * page could not answer input in.
 */
const startedInTaskOfItsOwn: Interceptor = (send) => yieldToBrowser().then(send);

/**
 * The three clients of spec 1 §7 (S1-7-01). Service and base send the timezone
 * and the stored id token, share one 403 refresh queue (spec 1 §4.1, §8.1) and
 * alert on 422/501/503. The original product had two backends behind service
 * and base; here both point at the one api. Localization sends neither header
 * and its failures are only logged by its caller (spec 1 §8.3).
 */
export function createHttpClients({
  apiBaseUrl,
  authStorage,
  refreshSession,
  showAlert,
  onRefreshFailed,
  fetch,
  createXhr,
  timeZone = userTimeZone,
}: CreateHttpClientsOptions): HttpClients {
  const authenticatedHeaders = (): Record<string, string> => {
    const idToken = authStorage.getIdToken();
    return {
      [USER_TIMEZONE_HEADER]: timeZone(),
      ...(idToken ? { [AUTHORIZATION_HEADER]: idToken } : {}),
    };
  };
  const refreshQueue = createRefreshQueue({
    refresh: refreshSession,
    currentToken: authStorage.getIdToken,
    onRefreshFailed,
  });
  const statusAlerts = createStatusAlerts(showAlert);
  const authenticatedClient = () =>
    interceptClient(
      interceptClient(
        interceptClient(createFetchClient({ baseUrl: apiBaseUrl, getHeaders: authenticatedHeaders, fetch, createXhr }), refreshQueue),
        statusAlerts,
      ),
      startedInTaskOfItsOwn,
    );

  return {
    service: authenticatedClient(),
    base: authenticatedClient(),
    localization: createFetchClient({ baseUrl: apiBaseUrl, fetch, createXhr }),
  };
}
