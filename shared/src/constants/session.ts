import { PRELOGIN_URL_LIMIT } from '../api-contract/platform';

/** spec 1 §4.1, §9: the auth header is refreshed every 10 seconds. */
export const TOKEN_REFRESH_INTERVAL_MS = 10_000;

/** spec 1 §4.4, §9: the loader shown before signing out. */
export const LOGOUT_LOADER_DELAY_MS = 2_000;

/** spec 1 §7, §9: the pre-login activity log sends at most the last 10 URLs. */
export { PRELOGIN_URL_LIMIT } from '../api-contract/platform';

/** The newest entries of a URL log, at most PRELOGIN_URL_LIMIT (spec 1 §7). */
export const lastActivityUrls = <T>(urls: readonly T[]): T[] => urls.slice(-PRELOGIN_URL_LIMIT);
