import crypto from 'node:crypto';
import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { noMailWarning } from '../../mail/mailer.js';
import { callApi, startTestApi, type RunningTestApi } from '../../testing/index.js';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../testing/smtp-sink.js';
import { DEMO_PASSWORD, demoUsers } from '../core/demo-data.js';
import { MAIL_TEMPLATES, SIGN_IN_ALERT_MAIL } from './constants.js';
import { newUserBody, uniqueEmail } from './sign-up-test-support.js';

const codeIn = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
const withSubject = (subject: string) => (mail: ReceivedMail) => mail.subject === subject;

describe('mail through SMTP (SMTP_URL), dev mailbox off, as in production (issues 21, 22)', () => {
  let sink: SmtpSink;
  let running: RunningTestApi;
  const FREE_FAILURES = 3;

  beforeAll(async () => {
    sink = await startSmtpSink();
    running = await startTestApi({
      config: {
        smtpUrl: sink.url,
        devMailbox: false,
        signInThrottle: { freeFailures: FREE_FAILURES, firstDelayMs: 1000, maxDelayMs: 4000, quietResetMs: 3_600_000 },
      },
    });
  }, 30_000);
  afterAll(async () => {
    await running.stop();
    await sink.stop();
  });

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
    expect(running.api.db.prepare('SELECT COUNT(*) AS n FROM dev_mailbox').get()).toEqual({ n: 0 });
    expect((await callApi(running, 'GET', IDENTITY_PATHS.devMailbox, { query: { email } })).httpStatus).toBe(404);
  });

  test('codes are stored as an HMAC keyed with the server secret, not as a plain hash of six digits', async () => {
    const email = uniqueEmail('smtp-hash');
    const { body } = await callApi<{ userId: string }>(running, 'POST', IDENTITY_PATHS.signUp, { body: newUserBody(email) });
    const code = codeIn((await sink.waitFor(email))[0]!);
    const row = running.api.db
      .prepare<[string], { code_hash: string }>('SELECT code_hash FROM identity_codes WHERE user_id = ? ORDER BY id DESC LIMIT 1')
      .get(body.result.userId)!;
    // Whoever reads the table cannot try the million codes: a plain SHA-256 of the code is not what is stored...
    expect(row.code_hash).not.toBe(crypto.createHash('sha256').update(code).digest('hex'));
    expect(row.code_hash).not.toContain(code);
    // ...but an HMAC that needs JWT_SECRET: an api with another secret does not accept the code.
    const key = crypto.createHmac('sha256', running.config.jwtSecret).update('klob verification codes').digest();
    const expected = crypto.createHmac('sha256', key).update(`${body.result.userId}\nsign-up\n${code}`).digest('hex');
    expect(row.code_hash).toBe(expected);
  });

  describe('password guessing at one account across addresses (issue 22)', () => {
    const [klobber] = demoUsers;
    const email = klobber!.email;
    const guess = (client: string, password = 'Salah#2026x') =>
      callApi(running, 'POST', IDENTITY_PATHS.loginEmail, { body: { email, password }, headers: { 'x-forwarded-for': client } });
    const waitOut = async (retryAfterSeconds: number) => {
      await new Promise((resolve) => setTimeout(resolve, retryAfterSeconds * 1000 + 50));
    };

    test('after the free failures every further attempt waits longer, from any address, answered 429 with Retry-After', async () => {
      // One wrong password from each of several addresses: the per-address budgets never see more than one.
      for (let failure = 1; failure <= FREE_FAILURES; failure++) {
        expect((await guess(`203.0.113.${failure}`)).httpStatus).toBe(401);
      }
      const held = await guess('203.0.113.50', DEMO_PASSWORD);
      expect(held.httpStatus).toBe(429);
      expect(held.body.code).toBe(ACCESS_ERROR_CODES.rateLimited);
      const firstWait = Number(held.headers.get('retry-after'));
      expect(firstWait).toBe(1);

      await waitOut(firstWait);
      expect((await guess('203.0.113.51')).httpStatus).toBe(401);
      const secondWait = Number((await guess('203.0.113.52')).headers.get('retry-after'));
      expect(secondWait).toBe(2);
      // Attempts while waiting are refused unchecked: they do not make the wait longer.
      expect(Number((await guess('203.0.113.53')).headers.get('retry-after'))).toBeLessThanOrEqual(secondWait);

      // Not a lock: once the wait is over the owner's right password signs in and ends the streak.
      await waitOut(secondWait);
      expect((await guess('203.0.113.54', DEMO_PASSWORD)).httpStatus).toBe(200);
      expect((await guess('203.0.113.55')).httpStatus).toBe(401);
    }, 20_000);

    test('the owner is told by mail once the delays begin, and only once per streak', async () => {
      const alerts = await sink.waitFor(email, withSubject(SIGN_IN_ALERT_MAIL.subject));
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.text).toContain(`Ada ${FREE_FAILURES} percobaan masuk`);
      expect(alerts[0]!.text).toContain('Lupa kata sandi');
    });

    test('another account is not slowed down by the first one’s streak', async () => {
      const [, hr] = demoUsers;
      const answer = await callApi(running, 'POST', IDENTITY_PATHS.loginEmail, { body: { email: hr!.email, password: DEMO_PASSWORD } });
      expect(answer.httpStatus).toBe(200);
    });
  });
});

describe('the warning at start when no mail can leave the api (issue 21)', () => {
  test('no SMTP_URL and no dev mailbox: the api says loudly that registration cannot work', () => {
    expect(noMailWarning({ smtpUrl: null, devMailbox: false })).toMatch(/^NO MAIL: .*New accounts cannot be confirmed/);
    expect(noMailWarning({ smtpUrl: 'smtp://127.0.0.1:1025', devMailbox: false })).toBeNull();
    expect(noMailWarning({ smtpUrl: null, devMailbox: true })).toBeNull();
  });
});
