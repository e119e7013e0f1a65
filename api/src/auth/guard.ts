import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionExpired, unauthorized } from '../http/errors.js';
import type { TokenClaims, TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards (`requireUser`, `optionalUser`, `identifyViewer`): the signed-in caller, if any. */
    user?: TokenClaims;
  }
}

/** The shell sends the stored id token as `Authorization`, with or without a `Bearer ` prefix (spec 1 §7). */
export function readBearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}

const missingToken = () => unauthorized('Missing authorization token');

/** The caller of a route guarded by `requireUser`. */
export function signedInUser(request: FastifyRequest): TokenClaims {
  if (!request.user) throw missingToken();
  return request.user;
}

/**
 * Guards for routes. No token: 401 MissingToken. An expired or invalid token, or
 * one whose session ended: 403 SessionExpired, on which the shell's refresh
 * queue refreshes once (as on every 403 but AccessDenied: spec 1 §8.1, issue 21). `optionalUser` ignores a bad
 * token; `identifyViewer` serves visitors but answers a bad token 403.
 */
export function createGuards(tokens: TokenService) {
  async function optionalUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = readBearer(request);
    if (!token) return;
    request.user = (await tokens.verify(token)) ?? undefined;
  }
  /**
   * For open routes whose answer depends on who asks: no token is a visitor, a valid
   * token sets `request.user`, an expired or forged one answers 403 so the shell
   * refreshes and replays (spec 1 §4.1) instead of silently losing the user's data.
   */
  async function identifyViewer(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = readBearer(request);
    if (!token) return;
    const claims = await tokens.verify(token);
    if (!claims) throw sessionExpired();
    request.user = claims;
  }
  async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await identifyViewer(request, reply);
    if (!request.user) throw missingToken();
  }
  return { requireUser, optionalUser, identifyViewer };
}

export type Guards = ReturnType<typeof createGuards>;
