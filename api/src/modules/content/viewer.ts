import type { FastifyReply, FastifyRequest } from 'fastify';
import { readBearer } from '../../auth/guard.js';
import type { TokenClaims, TokenService } from '../../auth/tokens.js';
import { HttpError } from '../../http/errors.js';

/**
 * preHandler for open routes whose answer depends on who asks: no token is a visitor,
 * a valid token sets `request.user`, an expired or forged one answers 403 so the
 * shell refreshes and replays (spec 1 §4.1) instead of silently losing the user's data.
 * Used by the content, search and platform modules.
 */
export function createViewerGuard(tokens: TokenService) {
  return async function identifyViewer(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = readBearer(request);
    if (!token) return;
    const claims = await tokens.verify(token);
    if (!claims) throw new HttpError(403, 'Token expired or invalid');
    request.user = claims;
  };
}

/** The caller of a route guarded by `requireUser`. */
export function signedInUser(request: FastifyRequest): TokenClaims {
  if (!request.user) throw new HttpError(401, 'Missing authorization token');
  return request.user;
}
