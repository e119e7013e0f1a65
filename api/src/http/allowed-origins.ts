/**
 * Which browser origins may call the api directly, with credentials: exactly those of CORS_ORIGINS,
 * which the platform sets to its own (the shell's and the remotes', tools/platform; issue 22). The
 * shell proxies the api on its own origin, so a deployment may need none. Requests without an
 * Origin (servers, curl, same-origin GETs) are not affected.
 */
export function isAllowedOrigin(origin: string, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.includes(origin);
}
