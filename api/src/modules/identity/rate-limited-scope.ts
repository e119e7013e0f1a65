import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDENTITY_MESSAGES } from './constants.js';
import { identityError } from './identity-error.js';
import { normaliseEmail } from './user-store.js';

const ONE_MINUTE_MS = 60_000;

/**
 * Counts per client address and account: behind the shell's proxy every user
 * shares one address, so the email in the body keeps them apart.
 */
function clientAndAccountKey(request: FastifyRequest): string {
  const body = request.body;
  const email = typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string' ? body.email : '';
  return email ? `${request.ip}|${normaliseEmail(email)}` : request.ip;
}

/**
 * Registers routes in their own scope whose requests share one budget of
 * `maxPerMinute` per client and account; over it they answer 429 (LimitExceededException).
 */
export async function registerRateLimitedScope(
  app: FastifyInstance,
  maxPerMinute: number,
  registerRoutes: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: true,
      max: maxPerMinute,
      timeWindow: ONE_MINUTE_MS,
      // After validation, so that the key can read the parsed body.
      hook: 'preHandler',
      keyGenerator: clientAndAccountKey,
      errorResponseBuilder: (_request, context) => identityError('LimitExceededException', IDENTITY_MESSAGES.rateLimited(context.after)),
    });
    await registerRoutes(scope);
  });
}
