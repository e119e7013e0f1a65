/**
 * What a refusal means (issue 6, spec 1 §8.1). Every 401/403/404 the api sends
 * carries one of these codes in `code`. The shell's refresh queue renews the
 * token and replays on every 403 except `AccessDenied` (DECISIONS #11), so a
 * backend that sends no codes still gets the refresh; the api marks an expired,
 * forged or ended session `SessionExpired`.
 */
export const ACCESS_ERROR_CODES = {
  /** 403: the token is expired, invalid or its session ended; a refresh may help. */
  sessionExpired: 'SessionExpired',
  /** 401: no token was sent to a route that needs one. */
  missingToken: 'MissingToken',
  /** 403: the caller is known but may not do this (someone else's file, room or company); no refresh can help. */
  accessDenied: 'AccessDenied',
  /** 429: too many attempts from this account or client. */
  rateLimited: 'RateLimited',
} as const;
export type AccessErrorCode = (typeof ACCESS_ERROR_CODES)[keyof typeof ACCESS_ERROR_CODES];
