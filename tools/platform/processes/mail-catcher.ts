import path from 'node:path';
import { WORKSPACE_DIR } from './platform-apps';

/** The local mail catcher (maildev): its SMTP port, where the api sends, and its web port, where mail is read. */
export interface MailCatcherPorts {
  smtp: number;
  web: number;
}

/** maildev's own defaults; MAIL_SMTP_PORT and MAIL_WEB_PORT move them, like the platform's other ports. */
export const DEFAULT_MAIL_CATCHER_PORTS: MailCatcherPorts = { smtp: 1025, web: 1080 };

/** The script that runs the catcher on loopback (a tsx script, so the platform runner starts and stops it like the others). */
export const MAIL_CATCHER_SCRIPT = path.join(WORKSPACE_DIR, 'tools/platform/mail-catcher.ts');

function portFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  const port = raw ? Number.parseInt(raw, 10) : fallback;
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${name} must be a port number, got '${raw}'`);
  return port;
}

export const mailCatcherPortsOf = (env: NodeJS.ProcessEnv = process.env): MailCatcherPorts => ({
  smtp: portFrom(env, 'MAIL_SMTP_PORT', DEFAULT_MAIL_CATCHER_PORTS.smtp),
  web: portFrom(env, 'MAIL_WEB_PORT', DEFAULT_MAIL_CATCHER_PORTS.web),
});

export const mailCatcherPortsWithOffset = (offset: number): MailCatcherPorts => ({
  smtp: DEFAULT_MAIL_CATCHER_PORTS.smtp + offset,
  web: DEFAULT_MAIL_CATCHER_PORTS.web + offset,
});

/** The catcher's own variables. */
export const mailCatcherEnv = (ports: MailCatcherPorts): Record<string, string> => ({
  MAIL_SMTP_PORT: String(ports.smtp),
  MAIL_WEB_PORT: String(ports.web),
});

/** What the api needs to send there. */
export const apiMailEnv = (ports: MailCatcherPorts): Record<string, string> => ({ SMTP_URL: `smtp://127.0.0.1:${ports.smtp}` });

/** Where a person reads the mail (maildev's web page), and where tests read it (`/email`, its JSON list). */
export const mailCatcherUrlOf = (ports: MailCatcherPorts): string => `http://localhost:${ports.web}`;
export const mailCatcherLoopbackUrlOf = (ports: MailCatcherPorts): string => `http://127.0.0.1:${ports.web}`;
