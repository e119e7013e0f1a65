/** The browser's IANA timezone, e.g. 'Asia/Jakarta' (spec 1 §7, x-user-timezone). */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
