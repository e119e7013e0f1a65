import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it: envelope recipients, subject and the decoded plain text. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for the api's SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The mails to one address that match `predicate`, once there are any (polls: the api sends without waiting). */
  waitFor(to: string, predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

const POLL_MS = 25;

/** Soft line breaks and =XX escapes of quoted-printable (what nodemailer writes for long plain-text lines). */
const decodeQuotedPrintable = (body: string) =>
  body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const quoted = /quoted-printable/i.test(header('Content-Transfer-Encoding'));
  const text = quoted ? decodeQuotedPrintable(body) : body;
  return { to, subject: header('Subject'), text: Buffer.from(text, 'latin1').toString('utf8') };
}

/** A real SMTP server on a free loopback port that keeps every mail it is sent (api tests of the mailer). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        received.push(parseMail(Buffer.concat(chunks).toString('latin1'), to));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP sink has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    async waitFor(to, predicate = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.filter((mail) => mail.to.includes(to.toLowerCase()) && predicate(mail));
        if (found.length > 0) return found;
        if (Date.now() > deadline) throw new Error(`no mail for ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
