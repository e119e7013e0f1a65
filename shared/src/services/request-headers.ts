/** spec 1 §7, spec 2 §7: the user's IANA timezone travels under this header. */
export const USER_TIMEZONE_HEADER = 'x-user-timezone';
/** spec 1 §7: the stored id token travels under this header (raw, no scheme). */
export const AUTHORIZATION_HEADER = 'Authorization';

let browserTimeZone: string | undefined;

/** The browser's IANA timezone, e.g. 'Asia/Jakarta'. */
export function userTimeZone(): string {
  // Issue 25: a DateTimeFormat costs milliseconds on a phone, and every api request sends the zone; it is read once.
  browserTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserTimeZone;
}
