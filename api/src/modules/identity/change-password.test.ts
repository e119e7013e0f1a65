import { PROFILE_PATHS } from '@klob/shared/api-contract/content';
import { IDENTITY_PATHS, type AuthTokens } from '@klob/shared/api-contract/identity';
import { setUpTestApi } from '../../testing/index.js';
import { latestCode, newUserBody, uniqueEmail } from './sign-up-test-support.js';

const PASSWORD = 'Rahasia#2026';
const NEW_PASSWORD = 'Baru!Sekali99';

const running = setUpTestApi();
const post = (path: string, body: unknown, authorization?: string) => running.call('POST', path, { body, headers: { authorization } });

async function signedInAccount(label: string): Promise<{ email: string; tokens: AuthTokens }> {
  const email = uniqueEmail(label);
  await post(IDENTITY_PATHS.signUp, newUserBody(email, PASSWORD));
  await post(IDENTITY_PATHS.confirmSignUp, { email, code: await latestCode(running, email) });
  const answer = await post(IDENTITY_PATHS.signIn, { email, password: PASSWORD });
  return { email, tokens: answer.body.result as AuthTokens };
}

const changePassword = (tokens: AuthTokens | null, body: unknown) =>
  post(PROFILE_PATHS.changePassword, body, tokens ? `Bearer ${tokens.idToken}` : undefined);

describe('POST change-password (the account setting, issue 14)', () => {
  test('the right current password and a conforming new one change it: the old one fails, the new one signs in, the session ends', async () => {
    const { email, tokens } = await signedInAccount('change');
    const answer = await changePassword(tokens, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.result).toEqual({ userId: tokens.userId, passwordChanged: true });
    expect((await post(IDENTITY_PATHS.signIn, { email, password: PASSWORD })).httpStatus).toBe(401);
    expect((await post(IDENTITY_PATHS.signIn, { email, password: NEW_PASSWORD })).httpStatus).toBe(200);
    expect((await changePassword(tokens, { currentPassword: NEW_PASSWORD, newPassword: PASSWORD })).httpStatus).toBe(403);
  });

  test('a wrong current password answers 400 with a reason and changes nothing', async () => {
    const { email, tokens } = await signedInAccount('wrong');
    const answer = await changePassword(tokens, { currentPassword: 'Salah#2026', newPassword: NEW_PASSWORD });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toBe('Incorrect current password.');
    expect((await post(IDENTITY_PATHS.signIn, { email, password: PASSWORD })).httpStatus).toBe(200);
  });

  test('a new password against the policy answers 400 with the rule it breaks', async () => {
    const { tokens } = await signedInAccount('weak');
    const answer = await changePassword(tokens, { currentPassword: PASSWORD, newPassword: 'lemah' });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toMatch(/Password did not conform with policy/);
  });

  test('without a token it answers 401, and a malformed body 400', async () => {
    expect((await changePassword(null, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).httpStatus).toBe(401);
    const { tokens } = await signedInAccount('malformed');
    expect((await changePassword(tokens, { newPassword: NEW_PASSWORD })).httpStatus).toBe(400);
  });
});
