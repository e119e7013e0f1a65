import type { FastifyBaseLogger } from 'fastify';
import type { DevMailboxMessage } from '@klob/shared/api-contract/identity';
import type { Db } from '../../db/database.js';
import { normaliseEmail } from './user-store.js';

/** How many messages GET /dev/mailbox answers at most. */
export const MAILBOX_PAGE_SIZE = 50;

interface MailboxRow {
  to_email: string;
  subject: string;
  body: string;
  code: string;
  created_at: string;
}

/**
 * Where verification codes go instead of email. Every message is stored; when
 * the mailbox is enabled the code is also logged, otherwise only the fact.
 */
export function createDevMailbox(db: Db, options: { enabled: boolean }) {
  const insert = db.prepare('INSERT INTO dev_mailbox (to_email, subject, body, code, created_at) VALUES (?, ?, ?, ?, ?)');
  const byEmail = db.prepare<[string, number], MailboxRow>(
    'SELECT to_email, subject, body, code, created_at FROM dev_mailbox WHERE to_email = ? ORDER BY id DESC LIMIT ?',
  );

  return {
    enabled: options.enabled,
    deliver(message: Omit<DevMailboxMessage, 'createdAt'>, log: FastifyBaseLogger): void {
      const to = normaliseEmail(message.to);
      insert.run(to, message.subject, message.body, message.code, new Date().toISOString());
      if (options.enabled) log.info({ to, subject: message.subject, code: message.code }, `dev mailbox: code ${message.code} for ${to}`);
      else log.warn({ to, subject: message.subject }, 'verification code stored; no mailer is configured and the dev mailbox is off');
    },
    /** The messages sent to an address, latest first. */
    list(email: string): DevMailboxMessage[] {
      return byEmail.all(normaliseEmail(email), MAILBOX_PAGE_SIZE).map((row) => ({
        to: row.to_email,
        subject: row.subject,
        body: row.body,
        code: row.code,
        createdAt: row.created_at,
      }));
    },
  };
}

export type DevMailbox = ReturnType<typeof createDevMailbox>;
