import type { FastifyInstance } from 'fastify';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { ok } from '../../../http/envelope.js';
import type { DevMailbox } from '../dev-mailbox.js';
import { MailboxQuery } from '../schemas.js';

/** GET /dev/mailbox?email=: the codes sent to an address, latest first. Registered only when the mailbox is enabled. */
export function registerDevMailboxRoute(app: FastifyInstance, mailbox: DevMailbox): void {
  app.get<{ Querystring: MailboxQuery }>(IDENTITY_PATHS.devMailbox, { schema: { querystring: MailboxQuery } }, async (request) =>
    ok(mailbox.list(request.query.email)),
  );
}
