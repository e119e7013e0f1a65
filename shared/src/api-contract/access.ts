/**
 * What a refusal means (issue 6, spec 1 §8.1). Every 401/403/404 the api sends
 * carries one of these codes in `code`. Only `SESSION_EXPIRED` — the caller's
 * token is expired, forged or belongs to an ended session — makes the shell's
 * refresh queue renew the token and replay; every other refusal rejects at once.
 */
export const ACCESS_ERROR_CODES = {
  /** 403: the token is expired, invalid or its session ended; a refresh may help. */
  sessionExpired: 'SessionExpired',
  /** 401: no token was sent to a route that needs one. */
  missingToken: 'MissingToken',
  /** 403: the caller is known but may not do this (someone else's file, room or company). */
  accessDenied: 'AccessDenied',
  /** 429: too many attempts from this account or client. */
  rateLimited: 'RateLimited',
} as const;
export type AccessErrorCode = (typeof ACCESS_ERROR_CODES)[keyof typeof ACCESS_ERROR_CODES];
