import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { setUpTestApi } from '../../testing/index.js';
import { DEMO_PASSWORD, demoUsers } from '../core/demo-data.js';

const [klobber, hr] = demoUsers;
const LIMIT_PER_MINUTE = 3;

const running = setUpTestApi({ config: { authRateLimitPerMinute: LIMIT_PER_MINUTE } });
const post = (path: string, body: unknown) => running.call('POST', path, { body });

test('login attempts over the per-minute budget answer 429 with a message and the code RateLimited', async () => {
  for (let attempt = 0; attempt < LIMIT_PER_MINUTE; attempt++) {
    expect((await post(IDENTITY_PATHS.loginEmail, { email: klobber.email, password: 'Salah#2026' })).httpStatus).toBe(401);
  }
  const limited = await post(IDENTITY_PATHS.loginEmail, { email: klobber.email, password: DEMO_PASSWORD });
  expect(limited.httpStatus).toBe(429);
  expect(limited.body).toMatchObject({ status: 429, code: ACCESS_ERROR_CODES.rateLimited, result: null });
  expect(limited.body.message).toMatch(/^Too many requests, please try again in /);
  // The identity-provider sign-in draws on the same budget.
  expect((await post(IDENTITY_PATHS.signIn, { email: klobber.email, password: DEMO_PASSWORD })).httpStatus).toBe(429);
});

test('the budget is per account: another account behind the same address can still sign in', async () => {
  const answer = await post(IDENTITY_PATHS.loginEmail, { email: hr.email, password: DEMO_PASSWORD });
  expect(answer.httpStatus).toBe(200);
});

test('code requests over the per-minute budget answer 429', async () => {
  const email = 'flood-codes@example.id';
  const statuses: number[] = [];
  for (let request = 0; request <= LIMIT_PER_MINUTE; request++) {
    statuses.push((await post(IDENTITY_PATHS.forgotPassword, { email })).httpStatus);
  }
  expect(statuses).toEqual([...Array<number>(LIMIT_PER_MINUTE).fill(404), 429]);
});
