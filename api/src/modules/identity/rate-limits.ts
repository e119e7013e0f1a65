import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import { HttpError } from '../../http/errors.js';
import { ONE_MINUTE_MS, rateLimitedMessage, type RateBudget } from '../../http/rate-limits.js';
import type { SignInThrottle } from './sign-in-throttle.js';
import { normaliseEmail } from './user-store.js';

const TOO_MANY_REQUESTS = 429;

/** The email a request names (body `email` or query `emailLogin`), normalised, or ''. */
function accountOf(request: FastifyRequest): string {
  const { body, query } = request;
  const fromBody = typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
  const fromQuery = typeof query === 'object' && query !== null && 'emailLogin' in query ? query.emailLogin : undefined;
  const email = typeof fromBody === 'string' ? fromBody : typeof fromQuery === 'string' ? fromQuery : '';
  return email ? normaliseEmail(email) : '';
}

/** Per client address and account: one client hammering one account is stopped without locking others out of it. */
export const perClientAndAccount = (name: string, maxPerMinute: number): RateBudget => ({
  name,
  max: maxPerMinute,
  windowMs: ONE_MINUTE_MS,
  key: (request) => `${request.ip}|${accountOf(request)}`,
});

/**
 * Holds a sign-in whose account must still wait after a streak of wrong passwords (issue 22), from whatever
 * address it comes: refused before the password is checked, so waiting attempts neither count nor cost bcrypt work.
 * Refused like every other limit: 429 RateLimited (`@klob/shared/api-contract/access`) with Retry-After.
 */
export const accountThrottleCheck =
  (throttle: SignInThrottle): preHandlerAsyncHookHandler =>
  async (request, reply) => {
    const email = accountOf(request);
    const waitMs = email ? await throttle.waitMs(email) : 0;
    if (waitMs <= 0) return;
    const seconds = Math.ceil(waitMs / 1000);
    void reply.header('retry-after', String(seconds));
    throw new HttpError(TOO_MANY_REQUESTS, rateLimitedMessage(seconds), ACCESS_ERROR_CODES.rateLimited);
  };
