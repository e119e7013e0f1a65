import { expect, type APIRequestContext } from '@playwright/test';
import { MAIL_CATCHER_URL } from './e2e-platform';

/** A mail as the catcher (maildev) lists it on `GET /email`. */
interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
  date: string;
}

/** The mails the api sent to `email` through SMTP, oldest first. */
export async function mailTo(request: APIRequestContext, email: string): Promise<CaughtMail[]> {
  const response = await request.get(`${MAIL_CATCHER_URL}/email`);
  expect(response.ok()).toBe(true);
  const mails = (await response.json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.some((recipient) => recipient.address.toLowerCase() === email.toLowerCase()));
}

/** The six-digit code of the newest mail to `email` whose subject is `subject`, once it has arrived. */
export async function codeFromMail(request: APIRequestContext, email: string, subject: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const newest = (await mailTo(request, email)).filter((mail) => mail.subject === subject).at(-1);
      code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}
