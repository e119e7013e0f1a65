import crypto from 'node:crypto';
import type { OAuthProvider } from '@klob/shared/api-contract/identity';
import type { SharedState } from '../../../shared-state/shared-state.js';

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
 * the provider and the `state` they were issued for. Kept in the state every
 * instance shares (issue 27): the consent and the exchange may reach different
 * instances; in memory a restart only voids the codes of consents in flight.
 */
export function createOAuthCodeStore(shared: SharedState, ttlMs = OAUTH_CODE_TTL_MS) {
  const keyOf = (code: string) => `oauth-code|${code}`;
  return {
    async issue(provider: OAuthProvider, state: string, userId: string, now = Date.now()): Promise<string> {
      const code = crypto.randomBytes(24).toString('base64url');
      const issued: IssuedCode = { provider, state, userId, expiresAt: now + ttlMs };
      await shared.set(keyOf(code), JSON.stringify(issued), ttlMs);
      return code;
    },
    /** The account the code was issued for, or null; any attempt spends the code (a wrong guess cannot be retried). */
    async redeem(provider: OAuthProvider, state: string, code: string, now = Date.now()): Promise<string | null> {
      const kept = await shared.take(keyOf(code));
      const issued = kept === null ? null : (JSON.parse(kept) as IssuedCode);
      if (!issued || issued.expiresAt <= now || issued.provider !== provider || issued.state !== state) return null;
      return issued.userId;
    },
  };
}

export type OAuthCodeStore = ReturnType<typeof createOAuthCodeStore>;
