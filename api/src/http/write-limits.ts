import type { FastifyInstance, RouteOptions } from 'fastify';
import { CHAT_PATHS } from '@klob/shared/api-contract/chat';
import { UPLOAD_PATHS } from '@klob/shared/api-contract/forms';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { ACTIVITY_PATHS } from '@klob/shared/api-contract/platform';
import { SITE_PATHS } from '@klob/shared/api-contract/site';
import { TELEMETRY_PATHS } from '@klob/shared/api-contract/telemetry';
import type { WriteLimits } from '../config.js';
import type { SharedState } from '../shared-state/shared-state.js';
import { createRateLimiter, perClient, perUser, RATE_LIMITED, type RateBudget } from './rate-limits.js';

const ONE_HOUR_MS = 3_600_000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Which budgets a write route counts against (issue 22). Every write route not listed here gets
 * `default`; a route whose preHandlers already include a RateLimiter's (the sign-in, the codes,
 * the refresh) keeps its own budgets and is not counted again.
 */
type WriteBudgetKind =
  /** Per client address and per user, `perMinute` each. */
  | 'default'
  /** Page views and click logs: sent by the page itself on every navigation, so a larger budget. */
  | 'tracking'
  /** A message to the staff or an address's own newsletter link: a person sends one, so a small budget per minute and per hour. */
  | 'messages'
  /** Counted elsewhere: the upload quota (attempts and bytes per client and user, src/modules/uploads). */
  | 'uploadQuota'
  /**
   * Stores nothing a client could pile up: the sign-in's profile answer, the end of the caller's own session,
   * and a read sent as POST (the chat service's unread counts of several companies, for server-to-server callers).
   */
  | 'none';

const ROUTE_BUDGETS: Readonly<Record<string, WriteBudgetKind>> = {
  [SITE_PATHS.contactMessage]: 'messages',
  [SITE_PATHS.demoRequest]: 'messages',
  [SITE_PATHS.businessRegistration]: 'messages',
  [SITE_PATHS.unsubscribe]: 'messages',
  [ACTIVITY_PATHS.pageView]: 'tracking',
  [ACTIVITY_PATHS.action]: 'tracking',
  [ACTIVITY_PATHS.preLogin]: 'tracking',
  [TELEMETRY_PATHS.remoteEvents]: 'tracking',
  [UPLOAD_PATHS.upload]: 'uploadQuota',
  [UPLOAD_PATHS.additionalAnswer]: 'uploadQuota',
  [IDENTITY_PATHS.loginOnSuccess]: 'none',
  [IDENTITY_PATHS.signOut]: 'none',
  [CHAT_PATHS.corporateNotification]: 'none',
};

function budgetsOf(kind: WriteBudgetKind, route: string, limits: WriteLimits): RateBudget[] {
  const name = `write ${route}`;
  switch (kind) {
    case 'default':
      return [perClient(name, limits.perMinute), perUser(name, limits.perMinute)];
    case 'tracking':
      return [perClient(name, limits.trackingPerMinute), perUser(name, limits.trackingPerMinute)];
    case 'messages':
      return [
        perClient(name, limits.messagesPerMinute),
        perClient(`${name} hourly`, limits.messagesPerHour, ONE_HOUR_MS),
        perUser(name, limits.messagesPerMinute),
      ];
    default:
      return [];
  }
}

const handlersOf = (hook: RouteOptions['preHandler']) => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);
const hasOwnLimiter = (route: RouteOptions) => handlersOf(route.preHandler).some((handler) => RATE_LIMITED in handler);

/**
 * Limits every write of the api per client address and per signed-in user (issue 22): the limiter
 * is appended to each write route's preHandlers, after its guard, so the user is known. Over a
 * budget: 429 RateLimited with Retry-After. Counted in `state`, so across instances (issue 27).
 * Register before the modules' routes.
 */
export function limitWrites(app: FastifyInstance, limits: WriteLimits, state: SharedState): void {
  const limit = createRateLimiter(state);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => WRITE_METHODS.has(method)) || hasOwnLimiter(route)) return;
    const budgets = budgetsOf(ROUTE_BUDGETS[route.url] ?? 'default', route.url, limits);
    if (budgets.length > 0) route.preHandler = [...handlersOf(route.preHandler), limit(...budgets)];
  });
}
