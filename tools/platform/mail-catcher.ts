import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { mailCatcherPortsOf } from './processes/mail-catcher';

/** The options of maildev's module entry this script uses (the package ships no types). */
interface MailDevConfig {
  smtp: number;
  web: number;
  ip: string;
  webIp: string;
  mailDirectory: string;
  silent: boolean;
}

/** Starts the web page; the SMTP server listens once `listen` is called (as maildev's own command does). */
const startMailDev = createRequire(import.meta.url)('maildev') as (config: MailDevConfig) => {
  listen(done: (error?: Error) => void): void;
};

/**
 * The local mail catcher of `pnpm start` and the e2e platform (issue 21): maildev's SMTP server and web page,
 * both on loopback only (the mail holds sign-up and reset codes). Mail is kept in a folder of its own, emptied at
 * each start. maildev stops on SIGINT/SIGTERM.
 */
const ports = mailCatcherPortsOf();
const mailDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-mail-'));
process.once('exit', () => fs.rmSync(mailDirectory, { recursive: true, force: true }));
const catcher = startMailDev({ smtp: ports.smtp, web: ports.web, ip: '127.0.0.1', webIp: '127.0.0.1', mailDirectory, silent: true });
catcher.listen((error) => {
  if (error) throw error;
  console.info(`mail catcher: SMTP on 127.0.0.1:${ports.smtp}, mail to read on http://localhost:${ports.web}`);
});
