import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { callApi, startTestApiWithMail, type RunningTestApi } from '../../testing/index.js';
import type { ReceivedMail, SmtpSink } from '../../testing/smtp-sink.js';
import { DEMO_PASSWORD, demoUsers } from '../core/demo-data.js';
import { MAIL_TEMPLATES, SIGN_IN_ALERT_MAIL } from './constants.js';
import { newUserBody, uniqueEmail } from './sign-up-test-support.js';

const withSubject = (subject: string) => (mail: ReceivedMail) => mail.subject === subject;
const FREE_FAILURES = 3;
let sink: SmtpSink;
let running: RunningTestApi;
let stop: () => Promise<void>;

// A real api over HTTP, mailing to a real SMTP server; the limit made small so the test takes seconds.
beforeAll(async () => {
  ({ running, sink, stop } = await startTestApiWithMail({
    config: { signInThrottle: { freeFailures: FREE_FAILURES, firstDelayMs: 1000, maxDelayMs: 4000, quietResetMs: 3_600_000 } },
  }));
}, 30_000);
afterAll(() => stop());

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

test('the owner is never locked out: a password reset by mail ends the wait at once', async () => {
  const email = uniqueEmail('locked');
  await callApi(running, 'POST', IDENTITY_PATHS.signUp, { body: newUserBody(email) });
  const signUpMail = await sink.waitFor(email, withSubject(MAIL_TEMPLATES['sign-up'].subject));
  const codeOf = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
  await callApi(running, 'POST', IDENTITY_PATHS.confirmSignUp, { body: { email, code: codeOf(signUpMail[0]!) } });
  const login = (password: string, client: string) =>
    callApi(running, 'POST', IDENTITY_PATHS.signIn, { body: { email, password }, headers: { 'x-forwarded-for': client } });
  for (let failure = 1; failure <= FREE_FAILURES; failure++) await login('Salah#2026x', `198.51.100.${failure}`);
  expect((await login('Rahasia#2026', '198.51.100.9')).httpStatus).toBe(429);

  await callApi(running, 'POST', IDENTITY_PATHS.forgotPassword, { body: { email } });
  const [resetMail] = await sink.waitFor(email, withSubject(MAIL_TEMPLATES['forgot-password'].subject));
  const reset = await callApi(running, 'POST', IDENTITY_PATHS.confirmForgotPassword, {
    body: { email, code: codeOf(resetMail!), newPassword: 'Pulih#2026x' },
  });
  expect(reset.httpStatus).toBe(200);
  expect((await login('Pulih#2026x', '198.51.100.9')).httpStatus).toBe(200);
});
