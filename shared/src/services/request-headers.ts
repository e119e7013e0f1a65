/** spec 1 §7, spec 2 §7: the user's IANA timezone travels under this header. */
export const USER_TIMEZONE_HEADER = 'x-user-timezone';
/** spec 1 §7: the stored id token travels under this header (raw, no scheme). */
export const AUTHORIZATION_HEADER = 'Authorization';

/** The part of the Temporal API read here (TypeScript's libraries do not declare it yet). */
interface TemporalWithNow {
  Now: { timeZoneId(): string };
}

/**
 * The browser's IANA timezone, e.g. 'Asia/Jakarta', read each time: the shell keeps what it sends between visits and
 * reads it again when the page is hidden (shell/src/http/remembered-time-zone.ts), so a changed zone is seen.
 * Issue 25: Temporal reads the zone without building a date formatter: a first reading of 1 ms instead of 26 through
 * Intl.DateTimeFormat in Chromium 156 (about 100 ms with a phone's CPU, in a guest's first api request).
 */
export function userTimeZone(): string {
  const temporal = (globalThis as { Temporal?: Partial<TemporalWithNow> }).Temporal;
  return temporal?.Now?.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
