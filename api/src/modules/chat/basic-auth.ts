import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/errors.js';

export const CHAT_SERVICE_REALM = 'klob-chat';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * preHandler of the chat service calls (spec 2 §7: basic authorisation).
 * Compares digests, so neither the content nor the length of the secret leaks through timing.
 */
export function createBasicAuthGuard(credentials: { user: string; password: string }) {
  const expected = digest(`${credentials.user}:${credentials.password}`);
  return async function requireChatServiceCredentials(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const match = /^Basic\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    reply.header('www-authenticate', `Basic realm="${CHAT_SERVICE_REALM}", charset="UTF-8"`);
    if (!match?.[1]) throw unauthorized('Basic authorization required');
    const given = digest(Buffer.from(match[1], 'base64').toString('utf8'));
    if (!timingSafeEqual(given, expected)) throw unauthorized('Invalid chat service credentials');
    reply.removeHeader('www-authenticate');
  };
}
