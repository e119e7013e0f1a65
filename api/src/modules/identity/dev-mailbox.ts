import type { FastifyBaseLogger } from 'fastify';
import type { DevMailboxMessage } from '@klob/shared/api-contract/identity';
import type { Sql } from '../../db/sql.js';
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
 * Where verification codes also go while the dev mailbox is on (DEV_MAILBOX=1, never in production): stored
 * readable and logged. Off, it keeps nothing: no readable copy of a code outside development (issue 22).
 */
export function createDevMailbox(sql: Sql, options: { enabled: boolean }) {
  return {
    enabled: options.enabled,
    async deliver(message: Omit<DevMailboxMessage, 'createdAt'>, log: FastifyBaseLogger): Promise<void> {
      if (!options.enabled) return;
      const to = normaliseEmail(message.to);
      await sql.run('INSERT INTO dev_mailbox (to_email, subject, body, code, created_at) VALUES (?, ?, ?, ?, ?)', [
        to,
        message.subject,
        message.body,
        message.code,
        new Date().toISOString(),
      ]);
      log.info({ to, subject: message.subject, code: message.code }, `dev mailbox: code ${message.code} for ${to}`);
    },
    /** The messages sent to an address, latest first. */
    async list(email: string): Promise<DevMailboxMessage[]> {
      const rows = await sql.all<MailboxRow>(
        'SELECT to_email, subject, body, code, created_at FROM dev_mailbox WHERE to_email = ? ORDER BY id DESC LIMIT ?',
        [normaliseEmail(email), MAILBOX_PAGE_SIZE],
      );
      return rows.map((row) => ({
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
