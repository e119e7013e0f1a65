import { createRequire } from 'node:module';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import type { SharedState } from '../shared-state/shared-state.js';
import { HttpError } from './errors.js';

export const ONE_MINUTE_MS = 60_000;
const TOO_MANY_REQUESTS = 429;

/** @fastify/rate-limit's in-memory store (fixed window per key, least recently used keys dropped past its size). */
interface RateStore {
  incr(key: string, done: (error: Error | null, count: { current: number; ttl: number }) => void, windowMs: number, max: number): void;
}
type RateStoreClass = new (continueExceeding: boolean, exponentialBackoff: boolean, cacheSize?: number) => RateStore;
// The store is not part of the package's typed interface; its file is (the package has no exports map).
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as RateStoreClass;

/** One budget of events per window, counted per key (client address, user, socket...). */
export interface RateBudget<Subject = FastifyRequest> {
  /** Keeps the counts of different budgets apart. */
  name: string;
  max: number;
  windowMs: number;
  /** The key the subject counts under; null: this budget does not apply to it (a visitor on a per-user budget). */
  key(subject: Subject): string | null;
}

export interface RateVerdict {
  exceeded: boolean;
  /** Seconds until the window of the key ends (for Retry-After). */
  retryAfterSeconds: number;
}

/** Keys remembered per budget: many more than the clients active within one window. */
const KEYS_PER_BUDGET = 10_000;

/**
 * Counts one event against `budget` for `key` and says whether it went over, in this process only:
 * for what lives in one process anyway (a socket). Synchronous, so a socket action is counted
 * without giving up its place in the socket's order.
 */
export function createBudgetCounter(budget: Pick<RateBudget<unknown>, 'max' | 'windowMs'>): (key: string) => RateVerdict {
  const store = new LocalStore(false, false, KEYS_PER_BUDGET);
  return (key) => {
    let verdict: RateVerdict = { exceeded: false, retryAfterSeconds: 0 };
    store.incr(
      key,
      (_error, { current, ttl }) => {
        verdict = { exceeded: current > budget.max, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
      },
      budget.windowMs,
      budget.max,
    );
    return verdict;
  };
}

/** Per client address: `request.ip`, which reads X-Forwarded-For only from a trusted proxy (config `trustProxy`, issue 6). */
export const perClient = (name: string, maxPerMinute: number, windowMs = ONE_MINUTE_MS): RateBudget => ({
  name,
  max: maxPerMinute,
  windowMs,
  key: (request) => request.ip,
});

/** Per signed-in user (set by the route's guard, which runs first); visitors are not counted here. */
export const perUser = (name: string, maxPerMinute: number, windowMs = ONE_MINUTE_MS): RateBudget => ({
  name,
  max: maxPerMinute,
  windowMs,
  key: (request) => request.user?.userId ?? null,
});

const retryText = (seconds: number) => (seconds >= 60 ? `${Math.ceil(seconds / 60)} minute` : `${seconds} seconds`);
export const rateLimitedMessage = (retryAfterSeconds: number) => `Too many requests, please try again in ${retryText(retryAfterSeconds)}.`;

/** Counts one event against `budget` for `key` in the state every instance shares (issue 27). */
export async function countShared(
  state: SharedState,
  budget: Pick<RateBudget<unknown>, 'name' | 'max' | 'windowMs'>,
  key: string,
): Promise<RateVerdict> {
  const { count, resetInMs } = await state.hit(`rate|${budget.name}|${key}`, budget.windowMs);
  return { exceeded: count > budget.max, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
}

export type RateLimiter = (...budgets: RateBudget[]) => preHandlerAsyncHookHandler;

/** preHandlers made by a RateLimiter carry this mark, so a route that has one is not counted twice (src/http/write-limits.ts). */
export const RATE_LIMITED = Symbol('rate-limited');

/**
 * A maker of preHandlers: a request counts against every budget given (in `state`, so across instances); over any of them it answers
 * 429 RateLimited (`@klob/shared/api-contract/access`) with Retry-After. A preHandler runs after
 * validation and the route's guard, so the body and the user can be read.
 */
export function createRateLimiter(state: SharedState): RateLimiter {
  return (...budgets) => {
    const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
      for (const budget of budgets) {
        const key = budget.key(request);
        if (key === null) continue;
        const verdict = await countShared(state, budget, key);
        if (verdict.exceeded) {
          void reply.header('retry-after', String(verdict.retryAfterSeconds));
          throw new HttpError(TOO_MANY_REQUESTS, rateLimitedMessage(verdict.retryAfterSeconds), ACCESS_ERROR_CODES.rateLimited);
        }
      }
    };
    return Object.assign(preHandler, { [RATE_LIMITED]: true });
  };
}
