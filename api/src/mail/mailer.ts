import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** One plain-text mail to one address. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** False when no SMTP_URL is set: nothing leaves the api. */
  readonly sends: boolean;
  /**
   * Hands the mail to the SMTP server without making the caller wait: a slow or down mail server must not
   * hold a sign-up or a sign-in. A failure is logged; the user can ask for another code.
   */
  send(message: MailMessage, log: FastifyBaseLogger): void;
  /** Settles once every mail handed over so far has been accepted or refused (tests, shutdown). */
  flush(): Promise<void>;
}

/** Mail through the SMTP server of `smtpUrl` (e.g. smtp://127.0.0.1:1025, smtps://user:pass@host), or none. */
export function createMailer(options: { smtpUrl: string | null; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const inFlight = new Set<Promise<void>>();
  return {
    sends: transport !== null,
    send(message, log) {
      if (!transport) return;
      const delivery = transport
        .sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text })
        .then(
          () => log.debug({ to: message.to, subject: message.subject }, 'mail sent'),
          (error: unknown) => log.error({ err: error, to: message.to, subject: message.subject }, 'mail could not be sent'),
        )
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async flush() {
      await Promise.all([...inFlight]);
    },
  };
}

/**
 * What the api says at start when no mail can reach a user (issue 21): with neither an SMTP server nor the dev
 * mailbox, a new account never gets its code. The api still starts (everything else works); the log says it loudly.
 */
export function noMailWarning(config: { smtpUrl: string | null; devMailbox: boolean }): string | null {
  if (config.smtpUrl || config.devMailbox) return null;
  return (
    'NO MAIL: SMTP_URL is not set, so the api sends no mail. New accounts cannot be confirmed, passwords cannot be reset ' +
    'and sign-in alerts are not sent. Set SMTP_URL (the start command points it at its local mail catcher).'
  );
}
