import crypto from 'node:crypto';
import type { OAuthProvider } from '@klob/shared/api-contract/identity';

/** How long a provider's code can be exchanged (OAuth 2.0 recommends at most 10 minutes; the browser returns at once). */
export const OAUTH_CODE_TTL_MS = 60_000;

interface IssuedCode {
  provider: OAuthProvider;
  state: string;
  userId: string;
  expiresAt: number;
}

/**
 * The development provider's authorization codes: random, single use, bound to
 * the provider and the `state` they were issued for. Kept in memory: a restart
 * only voids the codes of consents in flight.
 */
export function createOAuthCodeStore(ttlMs = OAUTH_CODE_TTL_MS) {
  const codes = new Map<string, IssuedCode>();

  const dropExpired = (now: number) => {
    for (const [code, issued] of codes) if (issued.expiresAt <= now) codes.delete(code);
  };

  return {
    issue(provider: OAuthProvider, state: string, userId: string, now = Date.now()): string {
      dropExpired(now);
      const code = crypto.randomBytes(24).toString('base64url');
      codes.set(code, { provider, state, userId, expiresAt: now + ttlMs });
      return code;
    },
    /** The account the code was issued for, or null; any attempt spends the code (a wrong guess cannot be retried). */
    redeem(provider: OAuthProvider, state: string, code: string, now = Date.now()): string | null {
      const issued = codes.get(code);
      codes.delete(code);
      if (!issued || issued.expiresAt <= now || issued.provider !== provider || issued.state !== state) return null;
      return issued.userId;
    },
  };
}

export type OAuthCodeStore = ReturnType<typeof createOAuthCodeStore>;
