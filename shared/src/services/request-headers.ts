/** spec 1 §7, spec 2 §7: the user's IANA timezone travels under this header. */
export const USER_TIMEZONE_HEADER = 'x-user-timezone';
/** spec 1 §7: the stored id token travels under this header (raw, no scheme). */
export const AUTHORIZATION_HEADER = 'Authorization';

/**
 * The browser's IANA timezone, e.g. 'Asia/Jakarta', read each time: the shell keeps what it sends between visits and
 * reads it again when the page is hidden (shell/src/http/remembered-time-zone.ts), so a changed zone is seen.
 */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
