/** When a JWT expires, in ms since the epoch; null when the token is not a JWT with a numeric `exp`. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    if (typeof claims !== 'object' || claims === null || !('exp' in claims) || typeof claims.exp !== 'number') return null;
    return claims.exp * 1000;
  } catch {
    return null;
  }
}

/** True when `token` expires within `withinMs` of `now`, or when its expiry cannot be read. */
export function expiresWithin(token: string, withinMs: number, now: number): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt - now <= withinMs;
}
