/** Browsers on this machine: the shell, the remotes and their dev harnesses, on any port. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Which browser origins may call the api directly. The shell proxies the api
 * on its own origin, so production needs none; `CORS_ORIGINS` adds some.
 * Requests without an Origin (servers, curl, same-origin) are not affected.
 */
export function isAllowedOrigin(origin: string, extraOrigins: readonly string[]): boolean {
  return LOCAL_ORIGIN.test(origin) || extraOrigins.includes(origin);
}
