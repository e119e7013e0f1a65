import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import { IDENTITY_PATHS, LOGIN_ERROR_MESSAGES, LOOKUP_NOT_REGISTERED_MESSAGE } from '@klob/shared/api-contract/identity';
import { callApi, setUpTestApi, startTestApi } from '../../testing/index.js';
import { DEMO_PASSWORD, demoUsers } from '../core/demo-data.js';
import { latestCode, newUserBody, uniqueEmail } from './sign-up-test-support.js';

const [klobber, hr, unconfirmed] = demoUsers;

const running = setUpTestApi();

// A token goes out as given: bare, or with its Bearer prefix (spec 1 §7 accepts both).
const post = (path: string, body: unknown, authorization?: string) => running.call('POST', path, { body, headers: { authorization } });
const lookup = (email: string) => running.call('GET', IDENTITY_PATHS.findByEmailLogin, { query: { emailLogin: email } });
const login = (email: string, password: string) => post(IDENTITY_PATHS.loginEmail, { email, password });

describe('GET /rest/open/mus01/findByEmailLogin', () => {
  test('S1-7-04 a known email answers validation true, status 200, a message and the user id as result', async () => {
    const answer = await lookup(klobber.email);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body).toEqual({ validation: true, status: 200, message: 'success', result: klobber.userId });
  });

  test('S1-7-04 the lookup ignores the case of the email', async () => {
    const answer = await lookup(klobber.email.toUpperCase());
    expect(answer.body).toMatchObject({ validation: true, result: klobber.userId });
  });

  test('S1-8.2-04 api side: an unknown email answers exactly the message "This email is not register"', async () => {
    const answer = await lookup('nobody@klob.id');
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.message).toBe(LOOKUP_NOT_REGISTERED_MESSAGE);
    expect(answer.body.message).toBe('This email is not register');
    expect(answer.body.validation).toBe(false);
  });

  test('S1-8.2-06 api side: an unknown email answers an empty result', async () => {
    const answer = await lookup('nobody@klob.id');
    expect(answer.body.result).toBeNull();
  });

  test('S1-7-04 an unconfirmed account is still found (the login then leads to verification)', async () => {
    const answer = await lookup(unconfirmed.email);
    expect(answer.body).toMatchObject({ validation: true, status: 200, result: unconfirmed.userId });
  });

  test('S1-7-04 a missing or malformed emailLogin answers 400 naming the field', async () => {
    const missing = await running.call('GET', IDENTITY_PATHS.findByEmailLogin);
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toContain('emailLogin');
    const malformed = await lookup('not-an-email');
    expect(malformed.httpStatus).toBe(400);
    expect(malformed.body.message).toContain('querystring.emailLogin');
  });
});

describe('POST /rest/open/authentication/login/email', () => {
  test('S1-7-06 email and password answer status, message and the tokens as result', async () => {
    const answer = await login(klobber.email, DEMO_PASSWORD);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body).toMatchObject({ status: 200, message: 'success' });
    expect(answer.body.result).toEqual({
      idToken: expect.any(String),
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: running.config.tokenTtlSeconds,
      tokenType: 'Bearer',
      userId: klobber.userId,
      email: klobber.email,
    });
    const claims = await running.api.ctx.tokens.verify(answer.body.result.idToken, 'id');
    expect(claims).toEqual({ userId: klobber.userId, email: klobber.email, use: 'id', sessionId: expect.any(String) });
  });

  test('S1-8.2-01 api side: a wrong password answers 401 with message ERR_LOGIN_EMAIL_OR_PASSWORD_IS_WRONG', async () => {
    const answer = await login(klobber.email, 'Salah#2026');
    expect(answer.httpStatus).toBe(401);
    expect(answer.body).toMatchObject({ status: 401, message: LOGIN_ERROR_MESSAGES.wrongEmailOrPassword, result: null });
    expect(answer.body.message).toBe('ERR_LOGIN_EMAIL_OR_PASSWORD_IS_WRONG');
  });

  test('S1-8.2-02 api side: an unknown email answers 404 with message ERR_LOGIN_USER_NOT_EXIST', async () => {
    const answer = await login('nobody@klob.id', DEMO_PASSWORD);
    expect(answer.httpStatus).toBe(404);
    expect(answer.body).toMatchObject({ status: 404, message: 'ERR_LOGIN_USER_NOT_EXIST', code: 'UserNotFoundException' });
  });

  test('S1-8.2-07 api side: an unconfirmed account answers the code UserNotConfirmedException', async () => {
    const answer = await login(unconfirmed.email, DEMO_PASSWORD);
    expect(answer.httpStatus).toBe(401);
    expect(answer.body).toMatchObject({ code: 'UserNotConfirmedException', message: LOGIN_ERROR_MESSAGES.userNotConfirmed });
  });

  test('S1-8.2-09 api side: an unconfirmed account with a wrong password is a wrong-password failure', async () => {
    const answer = await login(unconfirmed.email, 'Salah#2026');
    expect(answer.body.message).toBe(LOGIN_ERROR_MESSAGES.wrongEmailOrPassword);
  });

  test('S1-7-06 a missing password or a malformed email answers 400 naming the field', async () => {
    const noPassword = await post(IDENTITY_PATHS.loginEmail, { email: klobber.email });
    expect(noPassword.httpStatus).toBe(400);
    expect(noPassword.body.message).toContain('password');
    const badEmail = await login('klobber-at-klob.id', DEMO_PASSWORD);
    expect(badEmail.httpStatus).toBe(400);
    expect(badEmail.body.message).toContain('body.email');
  });
});

describe('POST /rest/post/login/onsuccess', () => {
  test('S1-7-05 userId plus the login form values answer result with the mus01 profile', async () => {
    const token = await running.idTokenOf(klobber);
    const answer = await post(
      IDENTITY_PATHS.loginOnSuccess,
      { userId: klobber.userId, email: klobber.email, password: DEMO_PASSWORD },
      token,
    );
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.result).toEqual({
      mus01: {
        userId: klobber.userId,
        firstName: klobber.firstName,
        lastName: klobber.lastName,
        profilePictureUrl: null,
        emailLogin: klobber.email,
      },
      usr01: { corporate: [] },
    });
  });

  test('S1-7-05 a corporate administrator gets the administered companies in usr01.corporate', async () => {
    const token = await running.idTokenOf(hr);
    const answer = await post(IDENTITY_PATHS.loginOnSuccess, { userId: hr.userId }, `Bearer ${token}`);
    expect(answer.httpStatus).toBe(200);
    const corporateIds = (answer.body.result.usr01.corporate as { corporateId: string }[]).map((c) => c.corporateId).sort();
    expect(corporateIds).toEqual(['CORP-NUSANTARA', 'CORP-SAMUDRA']);
    expect(answer.body.result.usr01.corporate[0].menu).toEqual([{ id: 'AUTH2078', allowed: true }]);
  });

  test('S1-7-05 without a token the call answers 401 MissingToken', async () => {
    const answer = await post(IDENTITY_PATHS.loginOnSuccess, { userId: klobber.userId });
    expect(answer.httpStatus).toBe(401);
    expect(answer.body.code).toBe(ACCESS_ERROR_CODES.missingToken);
  });

  test('S1-8.2-10 api side: a userId that is not the token owner answers 403 AccessDenied (no token refresh)', async () => {
    const token = await running.idTokenOf(klobber);
    const answer = await post(IDENTITY_PATHS.loginOnSuccess, { userId: hr.userId }, token);
    expect(answer.httpStatus).toBe(403);
    expect(answer.body.code).toBe(ACCESS_ERROR_CODES.accessDenied);
  });

  test('S1-7-05 a missing userId answers 400 naming the field', async () => {
    const token = await running.idTokenOf(klobber);
    const answer = await post(IDENTITY_PATHS.loginOnSuccess, { email: klobber.email }, token);
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toContain('userId');
  });

  test('S1-7-05 a token of an account that no longer exists answers 404', async () => {
    const token = await running.signIdToken('USR-GONE-0001', 'gone@klob.id');
    const answer = await post(IDENTITY_PATHS.loginOnSuccess, { userId: 'USR-GONE-0001' }, token);
    expect(answer.httpStatus).toBe(404);
  });
});

describe('POST /rest/post/register/newuser', () => {
  test('S1-7-07 the new-user data answers status 200 and creates an unconfirmed account with a code in the mailbox', async () => {
    const email = uniqueEmail('register');
    const answer = await post(IDENTITY_PATHS.registerNewUser, newUserBody(email));
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.status).toBe(200);
    expect(answer.body.result).toEqual({
      userId: expect.stringMatching(/^USR-/),
      userConfirmed: false,
      codeDeliveryDetails: { destination: expect.stringMatching(/^r\*\*\*@example\.id$/), deliveryMedium: 'EMAIL', attributeName: 'email' },
    });
    expect(await latestCode(running, email)).toMatch(/^\d{6}$/);
    expect((await lookup(email)).body).toMatchObject({ validation: true, result: answer.body.result.userId });
    expect((await login(email, 'Rahasia#2026')).body.code).toBe('UserNotConfirmedException');
  });

  test('S1-7-07 form values beyond the new-user data (retype password, audience) are accepted', async () => {
    const email = uniqueEmail('extra');
    const answer = await post(IDENTITY_PATHS.registerNewUser, {
      ...newUserBody(email),
      retypePassword: 'Rahasia#2026',
      from: '/home/kloboard',
    });
    expect(answer.httpStatus).toBe(200);
  });

  test.each([
    ['Rah#26', 'long enough'],
    ['rahasia#2026', 'uppercase'],
    ['RAHASIA#2026', 'lowercase'],
    ['Rahasia#Klob', 'numeric'],
    ['Rahasia2026', 'symbol'],
  ])('S1-7-07 the weak password %s answers 400 InvalidPasswordException about %s', async (password, rule) => {
    const answer = await post(IDENTITY_PATHS.registerNewUser, newUserBody(uniqueEmail('weak'), password));
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.code).toBe('InvalidPasswordException');
    expect(answer.body.message).toContain(rule);
  });

  test('S1-7-07 a malformed email, a missing first name or a malformed phone answers 400 naming the field', async () => {
    const badEmail = await post(IDENTITY_PATHS.registerNewUser, newUserBody('dewi@'));
    expect(badEmail.httpStatus).toBe(400);
    expect(badEmail.body.message).toContain('body.email');
    const { firstName: _omitted, ...noFirstName } = newUserBody(uniqueEmail('nameless'));
    const nameless = await post(IDENTITY_PATHS.registerNewUser, noFirstName);
    expect(nameless.httpStatus).toBe(400);
    expect(nameless.body.message).toContain('firstName');
    const badPhone = await post(IDENTITY_PATHS.registerNewUser, {
      ...newUserBody(uniqueEmail('phone')),
      phone: '08-abc',
    });
    expect(badPhone.httpStatus).toBe(400);
    expect(badPhone.body.message).toContain('body.phone');
  });

  test('S1-7-07 an email that already has an account answers 409 UsernameExistsException', async () => {
    const answer = await post(IDENTITY_PATHS.registerNewUser, newUserBody(klobber.email.toUpperCase()));
    expect(answer.httpStatus).toBe(409);
    expect(answer.body.code).toBe('UsernameExistsException');
  });
});

describe('an unexpected failure during login', () => {
  test('S1-8.2-03 api side: answers 500 with message ERR_LOGIN_EXCEPTION', async () => {
    const broken = await startTestApi();
    try {
      await broken.api.ctx.sql.exec('ALTER TABLE users RENAME TO users_unavailable');
      const answer = await callApi(broken, 'POST', IDENTITY_PATHS.loginEmail, { body: { email: klobber.email, password: DEMO_PASSWORD } });
      expect(answer.httpStatus).toBe(500);
      expect(answer.body).toMatchObject({ status: 500, message: 'ERR_LOGIN_EXCEPTION' });
    } finally {
      await broken.stop();
    }
  });
});
