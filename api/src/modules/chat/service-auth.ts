import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Guards } from '../../auth/guard.js';
import { forbidden } from '../../http/errors.js';
import { CHAT_SERVICE_REALM, createBasicAuthGuard } from './basic-auth.js';
import type { ChatStore } from './chat-store.js';

const BASIC_SCHEME = /^Basic\s/i;

/**
 * onRequest of the chat service calls (spec 2 §7, issue 6): the browser sends the
 * user's id token (`Bearer`, read like every other route), a server the shared
 * basic credentials. Either way before validation, so a stranger learns nothing
 * about the parameters. Which user and company a token may ask for is checked by
 * {@link createChatServiceScope} once the parameters are known.
 */
export function createChatServiceAuth(guards: Guards, credentials: { user: string; password: string }) {
  const requireServiceCredentials = createBasicAuthGuard(credentials);
  return async function requireChatCaller(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (BASIC_SCHEME.test(request.headers.authorization ?? '')) return requireServiceCredentials(request, reply);
    // Names both schemes should the token be missing (RFC 9110 §11.6.1).
    void reply.header('www-authenticate', `Bearer, Basic realm="${CHAT_SERVICE_REALM}", charset="UTF-8"`);
    await guards.requireUser(request, reply);
    reply.removeHeader('www-authenticate');
  };
}

/**
 * What the caller may ask for: a server with the basic credentials any user and
 * company; a signed-in user only itself and the companies it administers
 * (403 AccessDenied otherwise), read from the database on every call.
 */
export function createChatServiceScope(store: ChatStore) {
  return {
    assertMayReadUser(request: FastifyRequest, userId: string): void {
      const caller = request.user;
      if (caller && caller.userId !== userId) throw forbidden('userId is not the signed-in user');
    },
    async assertMayReadCompany(request: FastifyRequest, corporateId: string): Promise<void> {
      const caller = request.user;
      if (caller && !(await store.isCompanyAdmin(caller.userId, corporateId))) {
        throw forbidden(`The signed-in user does not administer ${corporateId}`);
      }
    },
  };
}
