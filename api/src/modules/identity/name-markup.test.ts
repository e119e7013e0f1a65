import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { setUpTestApi } from '../../testing/index.js';
import { newUserBody, uniqueEmail } from './sign-up-test-support.js';

const running = setUpTestApi();

const isRegistered = async (email: string) =>
  (await running.call('GET', IDENTITY_PATHS.findByEmailLogin, { query: { emailLogin: email } })).body.validation === true;

describe('names are text without markup (issue 6, hole 5)', () => {
  test.each([
    [IDENTITY_PATHS.registerNewUser, 'firstName', '<script>alert(1)</script>'],
    [IDENTITY_PATHS.registerNewUser, 'lastName', '<img src=x onerror=alert(1)>'],
    [IDENTITY_PATHS.signUp, 'firstName', 'Dewi<b>'],
    [IDENTITY_PATHS.signUp, 'lastName', 'Anggraini\u0000'],
  ])('%s refuses a %s with markup: 400 naming the field and why, and no account is made', async (path, field, name) => {
    const email = uniqueEmail('markup');
    const answer = await running.call('POST', path, { body: { ...newUserBody(email), [field]: name } });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toBe(`body.${field} must match format "name-without-markup"`);
    expect(await isRegistered(email)).toBe(false);
  });

  test('names with apostrophes, hyphens, dots, accents and ampersands are accepted as they are', async () => {
    const email = uniqueEmail('names');
    const answer = await running.call('POST', IDENTITY_PATHS.registerNewUser, {
      body: { ...newUserBody(email), firstName: "Nur'aini Siti-Ayu", lastName: 'Ç. Hâdi & Putra' },
    });
    expect(answer.httpStatus).toBe(200);
    const stored = await running.api.ctx.sql.get('SELECT first_name, last_name FROM users WHERE email = ?', [email]);
    expect(stored).toEqual({ first_name: "Nur'aini Siti-Ayu", last_name: 'Ç. Hâdi & Putra' });
  });
});
