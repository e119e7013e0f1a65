import { SignJWT } from 'jose';
import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import { CHAT_PATHS } from '@klob/shared/api-contract/chat';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { FORGED_TOKEN, demoHr, demoKlobber, setUpTestApi } from '../testing/index.js';

/** The secret the api fell back to before issue 6 when JWT_SECRET was unset; anyone could read it in the source. */
const FORMER_DEFAULT_SECRET = 'klob-dev-secret-change-me-in-production';

const running = setUpTestApi();
const detail = (authorization?: string) => running.call('GET', CHAT_PATHS.authDetail, { headers: { authorization } });

/** A token with every claim the api puts in its own, signed with `secret`. */
async function tokenSignedWith(secret: string, claims: Record<string, unknown>): Promise<string> {
  return new SignJWT({ email: demoHr.email, token_use: 'id', ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(demoHr.userId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
}

describe('what each refusal says (issue 6: a session that ended says SessionExpired, a refusal by role says AccessDenied, which the shell never refreshes on)', () => {
  test('no token: 401 MissingToken', async () => {
    const answer = await detail();
    expect(answer.httpStatus).toBe(401);
    expect(answer.body.code).toBe(ACCESS_ERROR_CODES.missingToken);
  });

  test('a forged token: 403 SessionExpired', async () => {
    const answer = await detail(`Bearer ${FORGED_TOKEN}`);
    expect(answer.httpStatus).toBe(403);
    expect(answer.body.code).toBe(ACCESS_ERROR_CODES.sessionExpired);
  });

  test('a token for hr@klob.id signed with the former default secret is refused (403 SessionExpired)', async () => {
    const sessionId = await running.api.ctx.sessions.start(demoHr.userId);
    const answer = await detail(`Bearer ${await tokenSignedWith(FORMER_DEFAULT_SECRET, { sid: sessionId })}`);
    expect(answer.httpStatus).toBe(403);
    expect(answer.body.code).toBe(ACCESS_ERROR_CODES.sessionExpired);
  });

  test('a token with the right secret but no session (as issued before sessions existed) is refused', async () => {
    const answer = await detail(`Bearer ${await tokenSignedWith(running.config.jwtSecret, {})}`);
    expect(answer.httpStatus).toBe(403);
    expect(answer.body.code).toBe(ACCESS_ERROR_CODES.sessionExpired);
    const forOtherUser = await tokenSignedWith(running.config.jwtSecret, { sid: await running.api.ctx.sessions.start(demoKlobber.userId) });
    expect((await detail(`Bearer ${forOtherUser}`)).body.code).toBe(ACCESS_ERROR_CODES.sessionExpired);
  });

  test("a valid token asking for someone else's data: 403 AccessDenied", async () => {
    const answer = await running.call('POST', IDENTITY_PATHS.loginOnSuccess, { as: demoKlobber, body: { userId: demoHr.userId } });
    expect(answer.httpStatus).toBe(403);
    expect(answer.body.code).toBe(ACCESS_ERROR_CODES.accessDenied);
  });
});
