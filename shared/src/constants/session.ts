/** spec 1 §4.1, §9: the auth header is refreshed every 10 seconds. */
export const TOKEN_REFRESH_INTERVAL_MS = 10_000;

/** spec 1 §7, §9: the pre-login activity log sends at most the last 10 URLs. */
export { PRELOGIN_URL_LIMIT } from '../api-contract/platform';
