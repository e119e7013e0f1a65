import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { setUpTestApi } from '../../testing/index.js';
import { DEMO_PASSWORD, demoUsers } from '../core/demo-data.js';

const [klobber] = demoUsers;
const POLL_INTERVAL_MS = 200;
const POLL_LIMIT = 50;
// Tokens expire at a whole second: a TTL of n seconds leaves a fresh token valid for n - 1 to n
// seconds. Three leaves a loaded machine two seconds to make the first call.
const TOKEN_TTL_S = 3;

const running = setUpTestApi({ config: { tokenTtlSeconds: TOKEN_TTL_S } });

// The id token goes out bare, without a Bearer prefix (spec 1 §7 accepts both).
const post = (path: string, body: unknown, token?: string) => running.call('POST', path, { body, headers: { authorization: token } });
const onSuccess = (token: string) => post(IDENTITY_PATHS.loginOnSuccess, { userId: klobber.userId }, token);

/** Repeats the call until the token has expired (the api answers 403), without assuming how long that takes. */
async function untilForbidden(token: string): Promise<number> {
  for (let poll = 0; poll < POLL_LIMIT; poll++) {
    const { httpStatus } = await onSuccess(token);
    if (httpStatus !== 200) return httpStatus;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  return 200;
}

test('S1-4.1-23 api side: an expired id token answers 403 on a /rest/post call; after a refresh the call answers 200', async () => {
  const signIn = await post(IDENTITY_PATHS.loginEmail, { email: klobber.email, password: DEMO_PASSWORD });
  expect(signIn.body.result.expiresIn).toBe(TOKEN_TTL_S);
  const { idToken, refreshToken } = signIn.body.result;
  expect((await onSuccess(idToken)).httpStatus).toBe(200);

  expect(await untilForbidden(idToken)).toBe(403);

  const refreshed = await post(IDENTITY_PATHS.refreshToken, { refreshToken });
  expect(refreshed.httpStatus).toBe(200);
  const replay = await onSuccess(refreshed.body.result.idToken);
  expect(replay.httpStatus).toBe(200);
  expect(replay.body.result.mus01.userId).toBe(klobber.userId);
});
