import crypto from 'node:crypto';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { noMailWarning } from '../../mail/mailer.js';
import { callApi, startTestApiWithMail, type RunningTestApi } from '../../testing/index.js';
import type { ReceivedMail, SmtpSink } from '../../testing/smtp-sink.js';
import { MAIL_TEMPLATES } from './constants.js';
import { newUserBody, uniqueEmail } from './sign-up-test-support.js';

const codeIn = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
const withSubject = (subject: string) => (mail: ReceivedMail) => mail.subject === subject;

describe('mail through SMTP (SMTP_URL), dev mailbox off, as in production (issues 21, 22)', () => {
  let sink: SmtpSink;
  let running: RunningTestApi;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ running, sink, stop } = await startTestApiWithMail());
  }, 30_000);
  afterAll(() => stop());

  test('a new account gets its verification code by mail, and the code confirms it', async () => {
    const email = uniqueEmail('smtp');
    expect((await callApi(running, 'POST', IDENTITY_PATHS.signUp, { body: newUserBody(email) })).httpStatus).toBe(200);
    const [mail] = await sink.waitFor(email, withSubject(MAIL_TEMPLATES['sign-up'].subject));
    const code = codeIn(mail!);
    expect(code).toMatch(/^\d{6}$/);
    const confirmed = await callApi(running, 'POST', IDENTITY_PATHS.confirmSignUp, { body: { email, code } });
    expect(confirmed.httpStatus).toBe(200);
    expect((await callApi(running, 'POST', IDENTITY_PATHS.signIn, { body: { email, password: 'Rahasia#2026' } })).httpStatus).toBe(200);
  });

  test('a password reset code comes by mail and sets the new password', async () => {
    const email = uniqueEmail('smtp-reset');
    await callApi(running, 'POST', IDENTITY_PATHS.signUp, { body: newUserBody(email) });
    expect((await callApi(running, 'POST', IDENTITY_PATHS.forgotPassword, { body: { email } })).httpStatus).toBe(200);
    const [mail] = await sink.waitFor(email, withSubject(MAIL_TEMPLATES['forgot-password'].subject));
    const reset = await callApi(running, 'POST', IDENTITY_PATHS.confirmForgotPassword, {
      body: { email, code: codeIn(mail!), newPassword: 'Baru#2026xy' },
    });
    expect(reset.httpStatus).toBe(200);
  });

  test('no readable copy of a code is kept: the dev mailbox table stays empty and its route answers 404', async () => {
    const email = uniqueEmail('smtp-quiet');
    await callApi(running, 'POST', IDENTITY_PATHS.signUp, { body: newUserBody(email) });
    await sink.waitFor(email);
    expect(await running.api.ctx.sql.get('SELECT COUNT(*) AS n FROM dev_mailbox')).toEqual({ n: 0 });
    expect((await callApi(running, 'GET', IDENTITY_PATHS.devMailbox, { query: { email } })).httpStatus).toBe(404);
  });

  test('codes are stored as an HMAC keyed with the server secret, not as a plain hash of six digits', async () => {
    const email = uniqueEmail('smtp-hash');
    const { body } = await callApi<{ userId: string }>(running, 'POST', IDENTITY_PATHS.signUp, { body: newUserBody(email) });
    const code = codeIn((await sink.waitFor(email))[0]!);
    const row = (await running.api.ctx.sql.get<{ code_hash: string }>(
      'SELECT code_hash FROM identity_codes WHERE user_id = ? ORDER BY id DESC LIMIT 1',
      [body.result.userId],
    ))!;
    // Whoever reads the table cannot try the million codes: a plain SHA-256 of the code is not what is stored...
    expect(row.code_hash).not.toBe(crypto.createHash('sha256').update(code).digest('hex'));
    expect(row.code_hash).not.toContain(code);
    // ...but an HMAC that needs JWT_SECRET: an api with another secret does not accept the code.
    const key = crypto.createHmac('sha256', running.config.jwtSecret).update('klob verification codes').digest();
    const expected = crypto.createHmac('sha256', key).update(`${body.result.userId}\nsign-up\n${code}`).digest('hex');
    expect(row.code_hash).toBe(expected);
  });
});

describe('the warning at start when no mail can leave the api (issue 21)', () => {
  test('no SMTP_URL and no dev mailbox: the api says loudly that registration cannot work', () => {
    expect(noMailWarning({ smtpUrl: null, devMailbox: false })).toMatch(/^NO MAIL: .*New accounts cannot be confirmed/);
    expect(noMailWarning({ smtpUrl: 'smtp://127.0.0.1:1025', devMailbox: false })).toBeNull();
    expect(noMailWarning({ smtpUrl: null, devMailbox: true })).toBeNull();
  });
});
