import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { TokenClaims, TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` / `optionalUser`: the signed-in caller, if any. */
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

/**
 * Guards for routes. No token: 401. An expired or invalid token: 403, which is
 * what the shell's refresh queue reacts to (spec 1 §8.1).
 */
export function createGuards(tokens: TokenService) {
  async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = readBearer(request);
    if (!token) throw new HttpError(401, 'Missing authorization token');
    const claims = await tokens.verify(token);
    if (!claims) throw new HttpError(403, 'Token expired or invalid');
    request.user = claims;
  }
  async function optionalUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = readBearer(request);
    if (!token) return;
    request.user = (await tokens.verify(token)) ?? undefined;
  }
  return { requireUser, optionalUser };
}

export type Guards = ReturnType<typeof createGuards>;
