import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { setUpTestApi } from '../../testing/index.js';
import { allValues, getValue } from '../../db/sql.js';
import { DEMO_PASSWORD, demoUsers } from '../core/demo-data.js';
import { MAX_CODE_REQUESTS_PER_WINDOW, MAX_FAILED_CODE_ATTEMPTS } from './constants.js';
import { latestCode, mailboxOf, newUserBody, uniqueEmail } from './sign-up-test-support.js';

const [klobber, , unconfirmed] = demoUsers;
const PASSWORD = 'Rahasia#2026';
const NEW_PASSWORD = 'Baru!Sekali99';

const running = setUpTestApi();

// The id token goes out bare, without a Bearer prefix (spec 1 §7 accepts both).
const post = (path: string, body: unknown, token?: string) => running.call('POST', path, { body, headers: { authorization: token } });

/** A signed-up, unconfirmed account with its first code in the mailbox. */
async function signedUp(label: string): Promise<{ email: string; userId: string }> {
  const email = uniqueEmail(label);
  const answer = await post(IDENTITY_PATHS.signUp, newUserBody(email, PASSWORD));
  expect(answer.httpStatus).toBe(200);
  return { email, userId: answer.body.result.userId };
}

async function confirmedAccount(label: string): Promise<string> {
  const { email } = await signedUp(label);
  const code = await latestCode(running, email);
  expect((await post(IDENTITY_PATHS.confirmSignUp, { email, code })).httpStatus).toBe(200);
  return email;
}

describe('sign-up, confirmation and sign-in', () => {
  test('S1-7-27 api side: sign-up, the code from the mailbox, confirmation, then sign-in', async () => {
    const { email, userId } = await signedUp('journey');
    expect((await post(IDENTITY_PATHS.signIn, { email, password: PASSWORD })).body.code).toBe('UserNotConfirmedException');

    const [mail] = await mailboxOf(running, email);
    expect(mail).toEqual({
      to: email,
      subject: expect.any(String),
      body: expect.stringContaining(mail!.code),
      code: expect.stringMatching(/^\d{6}$/),
      createdAt: expect.any(String),
    });

    const confirmed = await post(IDENTITY_PATHS.confirmSignUp, { email, code: mail!.code });
    expect(confirmed.httpStatus).toBe(200);
    expect(confirmed.body.result).toEqual({ userId, confirmed: true });

    const signIn = await post(IDENTITY_PATHS.signIn, { email, password: PASSWORD });
    expect(signIn.httpStatus).toBe(200);
    expect(signIn.body.result).toMatchObject({ userId, email, idToken: expect.any(String), refreshToken: expect.any(String) });
    const onSuccess = await post(IDENTITY_PATHS.loginOnSuccess, { userId }, signIn.body.result.idToken);
    expect(onSuccess.body.result.mus01).toEqual({
      userId,
      firstName: 'Dewi',
      lastName: 'Anggraini',
      profilePictureUrl: null,
      emailLogin: email,
    });
  });

  test('S1-7-27 api side: a wrong code answers CodeMismatchException and leaves the account unconfirmed', async () => {
    const { email } = await signedUp('mismatch');
    const code = await latestCode(running, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answer = await post(IDENTITY_PATHS.confirmSignUp, { email, code: wrong });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.code).toBe('CodeMismatchException');
    expect((await post(IDENTITY_PATHS.confirmSignUp, { email, code })).httpStatus).toBe(200);
  });

  test('S1-7-27 api side: an expired code answers ExpiredCodeException', async () => {
    const { email, userId } = await signedUp('expired');
    const code = await latestCode(running, email);
    await running.api.ctx.sql.run('UPDATE identity_codes SET expires_at = ? WHERE user_id = ?', [Date.now() - 1, userId]);
    const answer = await post(IDENTITY_PATHS.confirmSignUp, { email, code });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.code).toBe('ExpiredCodeException');
  });

  test(`S1-7-27 api side: after ${MAX_FAILED_CODE_ATTEMPTS} wrong guesses even the right code answers LimitExceededException`, async () => {
    const { email } = await signedUp('guesses');
    const code = await latestCode(running, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < MAX_FAILED_CODE_ATTEMPTS; attempt++) {
      expect((await post(IDENTITY_PATHS.confirmSignUp, { email, code: wrong })).body.code).toBe('CodeMismatchException');
    }
    const answer = await post(IDENTITY_PATHS.confirmSignUp, { email, code });
    expect(answer.httpStatus).toBe(429);
    expect(answer.body.code).toBe('LimitExceededException');
  });

  test('S1-7-27 api side: confirming an already confirmed account answers NotAuthorizedException', async () => {
    const email = await confirmedAccount('twice');
    const code = await latestCode(running, email);
    const answer = await post(IDENTITY_PATHS.confirmSignUp, { email, code });
    expect(answer.httpStatus).toBe(401);
    expect(answer.body.code).toBe('NotAuthorizedException');
  });

  test('S1-7-27 api side: a code that is not 6 digits, or a missing email, answers 400 naming the field', async () => {
    const shortCode = await post(IDENTITY_PATHS.confirmSignUp, { email: unconfirmed.email, code: '12345' });
    expect(shortCode.httpStatus).toBe(400);
    expect(shortCode.body.message).toContain('body.code');
    const noEmail = await post(IDENTITY_PATHS.confirmSignUp, { code: '123456' });
    expect(noEmail.httpStatus).toBe(400);
    expect(noEmail.body.message).toContain('email');
  });

  test('S1-7-27 api side: confirming an unknown email answers 404 UserNotFoundException', async () => {
    const answer = await post(IDENTITY_PATHS.confirmSignUp, { email: 'nobody@klob.id', code: '123456' });
    expect(answer.httpStatus).toBe(404);
    expect(answer.body.code).toBe('UserNotFoundException');
  });

  test('S1-7-27 api side: signing up an existing email answers UsernameExistsException; a weak password InvalidPasswordException', async () => {
    expect((await post(IDENTITY_PATHS.signUp, newUserBody(klobber.email))).body.code).toBe('UsernameExistsException');
    expect((await post(IDENTITY_PATHS.signUp, newUserBody(uniqueEmail('weak'), 'lemah'))).body.code).toBe('InvalidPasswordException');
  });
});

describe('resending the confirmation code', () => {
  test('S1-8.2-13 api side: a resend answers the masked destination, and only the newest code works', async () => {
    const { email } = await signedUp('resend');
    const firstCode = await latestCode(running, email);
    const resend = await post(IDENTITY_PATHS.resendConfirmationCode, { email });
    expect(resend.httpStatus).toBe(200);
    expect(resend.body.result.codeDeliveryDetails).toEqual({
      destination: 'r***@example.id',
      deliveryMedium: 'EMAIL',
      attributeName: 'email',
    });
    const secondCode = await latestCode(running, email);
    expect(await mailboxOf(running, email)).toHaveLength(2);
    if (firstCode !== secondCode) {
      expect((await post(IDENTITY_PATHS.confirmSignUp, { email, code: firstCode })).body.code).toBe('CodeMismatchException');
    }
    expect((await post(IDENTITY_PATHS.confirmSignUp, { email, code: secondCode })).httpStatus).toBe(200);
  });

  test('S1-4.1-08 api side: the unconfirmed demo account can ask for a code', async () => {
    const answer = await post(IDENTITY_PATHS.resendConfirmationCode, { email: unconfirmed.email });
    expect(answer.httpStatus).toBe(200);
    expect(await latestCode(running, unconfirmed.email)).toMatch(/^\d{6}$/);
  });

  test('S1-8.2-13 api side: a confirmed account answers InvalidParameterException; an unknown one UserNotFoundException', async () => {
    expect((await post(IDENTITY_PATHS.resendConfirmationCode, { email: klobber.email })).body.code).toBe('InvalidParameterException');
    const unknown = await post(IDENTITY_PATHS.resendConfirmationCode, { email: 'nobody@klob.id' });
    expect(unknown.httpStatus).toBe(404);
    expect(unknown.body.code).toBe('UserNotFoundException');
  });

  test(`S1-8.2-13 api side: more than ${MAX_CODE_REQUESTS_PER_WINDOW} codes within the hour answer LimitExceededException`, async () => {
    const { email } = await signedUp('flood');
    for (let request = 1; request < MAX_CODE_REQUESTS_PER_WINDOW; request++) {
      expect((await post(IDENTITY_PATHS.resendConfirmationCode, { email })).httpStatus).toBe(200);
    }
    const answer = await post(IDENTITY_PATHS.resendConfirmationCode, { email });
    expect(answer.httpStatus).toBe(429);
    expect(answer.body.code).toBe('LimitExceededException');
  });
});

describe('forgot password', () => {
  test('S1-4.1-11 api side: request a code, submit it with a new password, sign in with the new password only', async () => {
    const email = await confirmedAccount('forgot');
    const before = await post(IDENTITY_PATHS.signIn, { email, password: PASSWORD });
    const oldRefreshToken = before.body.result.refreshToken as string;

    const requested = await post(IDENTITY_PATHS.forgotPassword, { email });
    expect(requested.httpStatus).toBe(200);
    expect(requested.body.result.codeDeliveryDetails.destination).toBe('f***@example.id');
    const [mail] = await mailboxOf(running, email);
    expect(mail!.subject).toMatch(/kata sandi/i);

    const submitted = await post(IDENTITY_PATHS.confirmForgotPassword, { email, code: mail!.code, newPassword: NEW_PASSWORD });
    expect(submitted.httpStatus).toBe(200);
    expect(submitted.body.result).toMatchObject({ passwordChanged: true });

    expect((await post(IDENTITY_PATHS.signIn, { email, password: PASSWORD })).body.code).toBe('NotAuthorizedException');
    expect((await post(IDENTITY_PATHS.signIn, { email, password: NEW_PASSWORD })).httpStatus).toBe(200);
    // Sessions opened with the old password end.
    expect((await post(IDENTITY_PATHS.refreshToken, { refreshToken: oldRefreshToken })).body.code).toBe('NotAuthorizedException');
  });

  test('S1-8.2-12 api side: a forgot-password request for a known email answers 200 with the code destination', async () => {
    const answer = await post(IDENTITY_PATHS.forgotPassword, { email: klobber.email });
    expect(answer.httpStatus).toBe(200);
    expect(answer.body).toMatchObject({
      status: 200,
      message: 'success',
      result: { codeDeliveryDetails: { destination: 'k***@klob.id' } },
    });
  });

  test('S1-8.2-11 api side: a forgot-password request for an unknown email answers 404 UserNotFoundException', async () => {
    const answer = await post(IDENTITY_PATHS.forgotPassword, { email: 'nobody@klob.id' });
    expect(answer.httpStatus).toBe(404);
    expect(answer.body.code).toBe('UserNotFoundException');
  });

  test('S1-4.1-11 api side: a code works once; the second submit answers ExpiredCodeException', async () => {
    const email = await confirmedAccount('once');
    await post(IDENTITY_PATHS.forgotPassword, { email });
    const code = await latestCode(running, email);
    expect((await post(IDENTITY_PATHS.confirmForgotPassword, { email, code, newPassword: NEW_PASSWORD })).httpStatus).toBe(200);
    const again = await post(IDENTITY_PATHS.confirmForgotPassword, { email, code, newPassword: 'Lagi#Lagi2026' });
    expect(again.httpStatus).toBe(400);
    expect(again.body.code).toBe('ExpiredCodeException');
  });

  test('S1-4.1-11 api side: a weak new password answers InvalidPasswordException and keeps the code usable', async () => {
    const email = await confirmedAccount('weaknew');
    await post(IDENTITY_PATHS.forgotPassword, { email });
    const code = await latestCode(running, email);
    const weak = await post(IDENTITY_PATHS.confirmForgotPassword, { email, code, newPassword: 'pendek' });
    expect(weak.httpStatus).toBe(400);
    expect(weak.body.code).toBe('InvalidPasswordException');
    expect((await post(IDENTITY_PATHS.confirmForgotPassword, { email, code, newPassword: NEW_PASSWORD })).httpStatus).toBe(200);
  });

  test('S1-4.1-11 api side: a missing new password answers 400 naming the field', async () => {
    const answer = await post(IDENTITY_PATHS.confirmForgotPassword, { email: klobber.email, code: '123456' });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toContain('newPassword');
  });
});

describe('refresh tokens and sign-out', () => {
  test('S1-4.1-23 api side: a refresh token gives new id and access tokens, and a new refresh token', async () => {
    const signIn = await post(IDENTITY_PATHS.signIn, { email: klobber.email, password: DEMO_PASSWORD });
    const refreshed = await post(IDENTITY_PATHS.refreshToken, { refreshToken: signIn.body.result.refreshToken });
    expect(refreshed.httpStatus).toBe(200);
    expect(refreshed.body.result).toEqual({
      idToken: expect.any(String),
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: running.config.tokenTtlSeconds,
      tokenType: 'Bearer',
      userId: klobber.userId,
      email: klobber.email,
    });
    expect(await running.api.ctx.tokens.verify(refreshed.body.result.accessToken, 'access')).toMatchObject({ userId: klobber.userId });
    expect(refreshed.body.result.refreshToken).not.toBe(signIn.body.result.refreshToken);
  });

  test('an unknown refresh token answers 401 NotAuthorizedException, never 403 (which would loop the refresh queue)', async () => {
    const answer = await post(IDENTITY_PATHS.refreshToken, { refreshToken: 'not-a-token' });
    expect(answer.httpStatus).toBe(401);
    expect(answer.body.code).toBe('NotAuthorizedException');
    expect((await post(IDENTITY_PATHS.refreshToken, {})).httpStatus).toBe(400);
  });

  test('sign-out revokes the refresh token', async () => {
    const signIn = await post(IDENTITY_PATHS.signIn, { email: klobber.email, password: DEMO_PASSWORD });
    const { refreshToken } = signIn.body.result;
    const signOut = await post(IDENTITY_PATHS.signOut, { refreshToken });
    expect(signOut.body.result).toEqual({ revoked: 1 });
    const refresh = await post(IDENTITY_PATHS.refreshToken, { refreshToken });
    expect(refresh.httpStatus).toBe(401);
    expect(refresh.body.message).toBe('Refresh Token has been revoked');
    expect((await post(IDENTITY_PATHS.signOut, { refreshToken: 'not-a-token' })).httpStatus).toBe(401);
  });

  test('a global sign-out revokes every refresh token of the user', async () => {
    const email = await confirmedAccount('global');
    const first = (await post(IDENTITY_PATHS.signIn, { email, password: PASSWORD })).body.result.refreshToken;
    const second = (await post(IDENTITY_PATHS.signIn, { email, password: PASSWORD })).body.result.refreshToken;
    expect((await post(IDENTITY_PATHS.signOut, { refreshToken: first, global: true })).body.result).toEqual({ revoked: 2 });
    expect((await post(IDENTITY_PATHS.refreshToken, { refreshToken: second })).httpStatus).toBe(401);
  });

  test('refresh tokens are stored hashed, never in clear', async () => {
    const signIn = await post(IDENTITY_PATHS.signIn, { email: klobber.email, password: DEMO_PASSWORD });
    const stored = (await allValues(running.api.ctx.sql, 'SELECT token_hash FROM identity_refresh_tokens')) as string[];
    expect(stored).not.toContain(signIn.body.result.refreshToken);
    expect(stored.length).toBeGreaterThan(0);
  });
});

describe('GET /dev/mailbox', () => {
  test('lists the messages of an address latest first, each with to, subject, code and createdAt', async () => {
    const { email } = await signedUp('mailbox');
    await post(IDENTITY_PATHS.resendConfirmationCode, { email });
    const messages = await mailboxOf(running, email);
    expect(messages).toHaveLength(2);
    expect(messages[0]!.createdAt >= messages[1]!.createdAt).toBe(true);
    const newest = await getValue(running.api.ctx.sql, 'SELECT code FROM dev_mailbox WHERE to_email = ? ORDER BY id DESC LIMIT 1', [email]);
    expect(messages[0]!.code).toBe(newest);
    expect(await mailboxOf(running, 'nobody@klob.id')).toEqual([]);
  });

  test('a missing or malformed email answers 400 naming the field', async () => {
    const answer = await running.call('GET', IDENTITY_PATHS.devMailbox, { query: { email: 'nope' } });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toContain('querystring.email');
  });
});
