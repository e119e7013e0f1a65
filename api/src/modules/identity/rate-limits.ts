import type { FastifyRequest } from 'fastify';
import { ONE_MINUTE_MS, type RateBudget } from '../../http/rate-limits.js';
import { normaliseEmail } from './user-store.js';

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
