import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import { HttpError } from '../../http/errors.js';
import { IDENTITY_MESSAGES } from './constants.js';
import type { SignInThrottle } from './sign-in-throttle.js';
import { normaliseEmail } from './user-store.js';

const ONE_MINUTE_MS = 60_000;
const TOO_MANY_REQUESTS = 429;

/** One budget of requests per minute, counted per key (client address, or client address and account). */
export interface RateBudget {
  /** Keeps the counts of different budgets apart. */
  name: string;
  maxPerMinute: number;
  key(request: FastifyRequest): string;
}

/** The email a request names (body `email` or query `emailLogin`), normalised, or ''. */
function accountOf(request: FastifyRequest): string {
  const { body, query } = request;
  const fromBody = typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
  const fromQuery = typeof query === 'object' && query !== null && 'emailLogin' in query ? query.emailLogin : undefined;
  const email = typeof fromBody === 'string' ? fromBody : typeof fromQuery === 'string' ? fromQuery : '';
  return email ? normaliseEmail(email) : '';
}

/**
 * Per client address: `request.ip`, which reads X-Forwarded-For only from a
 * trusted proxy (config `trustProxy`), so spraying many accounts from one client is counted (issue 6).
 */
export const perClient = (name: string, maxPerMinute: number): RateBudget => ({ name, maxPerMinute, key: (request) => request.ip });

/** Per client address and account: one client hammering one account is stopped without locking others out of it. */
export const perClientAndAccount = (name: string, maxPerMinute: number): RateBudget => ({
  name,
  maxPerMinute,
  key: (request) => `${request.ip}|${accountOf(request)}`,
});

const retryText = (seconds: number) => (seconds >= 60 ? `${Math.ceil(seconds / 60)} minute` : `${seconds} seconds`);

/** Every limit refuses alike: 429 RateLimited (`@klob/shared/api-contract/access`) with Retry-After. */
function refuseTooMany(reply: FastifyReply, seconds: number): never {
  void reply.header('retry-after', String(seconds));
  throw new HttpError(TOO_MANY_REQUESTS, IDENTITY_MESSAGES.rateLimited(retryText(seconds)), ACCESS_ERROR_CODES.rateLimited);
}

/**
 * Holds a sign-in whose account must still wait after a streak of wrong passwords (issue 22), from whatever
 * address it comes: refused before the password is checked, so waiting attempts neither count nor cost bcrypt work.
 */
export const accountThrottleCheck =
  (throttle: SignInThrottle): preHandlerAsyncHookHandler =>
  async (request, reply) => {
    const email = accountOf(request);
    const waitMs = email ? throttle.waitMs(email) : 0;
    if (waitMs > 0) refuseTooMany(reply, Math.ceil(waitMs / 1000));
  };

export type RateLimiter = (...budgets: RateBudget[]) => preHandlerAsyncHookHandler;

/**
 * Registers @fastify/rate-limit in `scope` and answers a maker of preHandlers: a
 * request counts against every budget given; over any of them it answers 429
 * RateLimited (`@klob/shared/api-contract/access`) with Retry-After. A preHandler runs after validation, so the body can be read.
 */
export async function createRateLimiter(scope: FastifyInstance): Promise<RateLimiter> {
  await scope.register(rateLimit, { global: false });
  return (...budgets) => {
    const checks = budgets.map((budget) =>
      scope.createRateLimit({
        max: budget.maxPerMinute,
        timeWindow: ONE_MINUTE_MS,
        keyGenerator: (request) => `${budget.name}|${budget.key(request)}`,
      }),
    );
    return async (request, reply) => {
      for (const check of checks) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) refuseTooMany(reply, result.ttlInSeconds);
      }
    };
  };
}
