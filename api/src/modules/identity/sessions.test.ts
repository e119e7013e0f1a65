import crypto from 'node:crypto';
import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import { CHAT_ERROR_CODES, type ChatSocketError } from '@klob/shared/api-contract/chat';
import { IDENTITY_PATHS, type AuthTokens } from '@klob/shared/api-contract/identity';
import { setUpTestApi } from '../../testing/index.js';
import { allValues, getValue } from '../../db/sql.js';
import { connectChat, type ChatClient } from '../chat/chat-test-support.js';
import { latestCode, newUserBody, uniqueEmail } from './sign-up-test-support.js';

const PASSWORD = 'Rahasia#2026';
const NEW_PASSWORD = 'Baru!Sekali99';

const running = setUpTestApi();
const opened: ChatClient[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});

const post = (path: string, body: unknown, authorization?: string) => running.call('POST', path, { body, headers: { authorization } });

/** A confirmed account of this test alone, so that ending its sessions touches no one else. */
async function freshAccount(label: string): Promise<{ email: string; userId: string }> {
  const email = uniqueEmail(label);
  const userId = (await post(IDENTITY_PATHS.signUp, newUserBody(email, PASSWORD))).body.result.userId as string;
  await post(IDENTITY_PATHS.confirmSignUp, { email, code: await latestCode(running, email) });
  return { email, userId };
}

async function signIn(email: string, password = PASSWORD): Promise<AuthTokens> {
  const answer = await post(IDENTITY_PATHS.signIn, { email, password });
  expect(answer.httpStatus).toBe(200);
  return answer.body.result as AuthTokens;
}

/** A guarded call with the id token: the on-success call of spec 1 §7. */
const onSuccess = (tokens: Pick<AuthTokens, 'idToken' | 'userId'>) =>
  post(IDENTITY_PATHS.loginOnSuccess, { userId: tokens.userId }, `Bearer ${tokens.idToken}`);

async function expectSessionExpired(tokens: Pick<AuthTokens, 'idToken' | 'userId'>): Promise<void> {
  const answer = await onSuccess(tokens);
  expect(answer.httpStatus).toBe(403);
  expect(answer.body.code).toBe(ACCESS_ERROR_CODES.sessionExpired);
}

/** Moves the moment a refresh token was spent back past the reuse grace, as if time had passed. */
async function spentLongAgo(refreshToken: string): Promise<void> {
  const hash = crypto.createHash('sha256').update(refreshToken).digest('hex');
  const longAgo = Date.now() - (running.config.refreshReuseGraceSeconds + 1) * 1000;
  await running.api.ctx.sql.run('UPDATE identity_refresh_tokens SET rotated_at = ? WHERE token_hash = ?', [longAgo, hash]);
}

async function openSocket(tokens: AuthTokens): Promise<ChatClient> {
  const socket = await connectChat(running.baseUrl, { userId: tokens.userId }, { token: tokens.idToken });
  opened.push(socket);
  return socket;
}

/** Resolves with the chat_error a socket got before the server dropped it, and the reason of the drop. */
function droppedWith(socket: ChatClient): Promise<{ error: ChatSocketError | undefined; reason: string }> {
  let error: ChatSocketError | undefined;
  socket.on('chat_error', (payload) => (error = payload));
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve({ error, reason })));
}

describe('sign-out ends the session (issue 6)', () => {
  test('the old id token answers 403 SessionExpired and its chat socket is disconnected; another session stays', async () => {
    const { email } = await freshAccount('sign-out');
    const phone = await signIn(email);
    const laptop = await signIn(email);
    const socket = await openSocket(phone);
    const dropped = droppedWith(socket);
    expect((await onSuccess(phone)).httpStatus).toBe(200);

    expect((await post(IDENTITY_PATHS.signOut, { refreshToken: phone.refreshToken })).body.result).toEqual({ revoked: 1 });

    await expectSessionExpired(phone);
    const { error, reason } = await dropped;
    expect(reason).toBe('io server disconnect');
    expect(error?.code).toBe(CHAT_ERROR_CODES.sessionExpired);
    expect((await post(IDENTITY_PATHS.refreshToken, { refreshToken: phone.refreshToken })).httpStatus).toBe(401);
    expect((await onSuccess(laptop)).httpStatus).toBe(200);
  });

  test('a global sign-out ends every session of the user', async () => {
    const { email } = await freshAccount('everywhere');
    const [first, second] = [await signIn(email), await signIn(email)];
    await post(IDENTITY_PATHS.signOut, { refreshToken: first.refreshToken, global: true });
    await expectSessionExpired(first);
    await expectSessionExpired(second);
  });
});

describe('a password reset ends every session of the user (issue 6)', () => {
  test('the old id tokens answer 403 SessionExpired and the sockets are disconnected', async () => {
    const { email } = await freshAccount('reset');
    const [first, second] = [await signIn(email), await signIn(email)];
    const dropped = droppedWith(await openSocket(second));

    await post(IDENTITY_PATHS.forgotPassword, { email });
    const code = await latestCode(running, email);
    expect((await post(IDENTITY_PATHS.confirmForgotPassword, { email, code, newPassword: NEW_PASSWORD })).httpStatus).toBe(200);

    await expectSessionExpired(first);
    await expectSessionExpired(second);
    expect((await dropped).error?.code).toBe(CHAT_ERROR_CODES.sessionExpired);
    expect((await onSuccess(await signIn(email, NEW_PASSWORD))).httpStatus).toBe(200);
  });
});

describe('refresh tokens rotate (issue 6)', () => {
  test('each refresh answers a new refresh token; the tokens it answers work', async () => {
    const { email } = await freshAccount('rotate');
    const signedIn = await signIn(email);
    const first = await post(IDENTITY_PATHS.refreshToken, { refreshToken: signedIn.refreshToken });
    expect(first.httpStatus).toBe(200);
    expect(first.body.result.refreshToken).not.toBe(signedIn.refreshToken);
    const second = await post(IDENTITY_PATHS.refreshToken, { refreshToken: first.body.result.refreshToken });
    expect(second.httpStatus).toBe(200);
    expect((await onSuccess(second.body.result)).httpStatus).toBe(200);
  });

  test('reusing a spent refresh token after the grace ends the session: its successor and every id token of it are refused', async () => {
    const { email } = await freshAccount('reuse');
    const signedIn = await signIn(email);
    const other = await signIn(email);
    const refreshed = (await post(IDENTITY_PATHS.refreshToken, { refreshToken: signedIn.refreshToken })).body.result as AuthTokens;
    const dropped = droppedWith(await openSocket(refreshed));
    await spentLongAgo(signedIn.refreshToken);

    const reuse = await post(IDENTITY_PATHS.refreshToken, { refreshToken: signedIn.refreshToken });
    expect(reuse.httpStatus).toBe(401);
    expect(reuse.body.code).toBe('NotAuthorizedException');

    expect((await post(IDENTITY_PATHS.refreshToken, { refreshToken: refreshed.refreshToken })).httpStatus).toBe(401);
    await expectSessionExpired(signedIn);
    await expectSessionExpired(refreshed);
    expect((await dropped).error?.code).toBe(CHAT_ERROR_CODES.sessionExpired);
    // Only that session: the user's other sign-in goes on.
    expect((await onSuccess(other)).httpStatus).toBe(200);
  });

  test('two tabs refreshing with the same token at once get the same successor (within REFRESH_REUSE_GRACE_S): one chain, never two', async () => {
    const { email, userId } = await freshAccount('two-tabs');
    const signedIn = await signIn(email);
    const [first, second] = await Promise.all([1, 2].map(() => post(IDENTITY_PATHS.refreshToken, { refreshToken: signedIn.refreshToken })));
    expect([first!.httpStatus, second!.httpStatus]).toEqual([200, 200]);
    expect(second!.body.result.refreshToken).toBe(first!.body.result.refreshToken);
    const replayed = await post(IDENTITY_PATHS.refreshToken, { refreshToken: signedIn.refreshToken });
    expect(replayed.body.result.refreshToken).toBe(first!.body.result.refreshToken);
    const liveTokens = await getValue(
      running.api.ctx.sql,
      'SELECT COUNT(*) FROM identity_refresh_tokens WHERE user_id = ? AND rotated_at IS NULL AND revoked_at IS NULL',
      [userId],
    );
    expect(liveTokens).toBe(1);
    expect((await onSuccess(second!.body.result)).httpStatus).toBe(200);
    expect((await post(IDENTITY_PATHS.refreshToken, { refreshToken: first!.body.result.refreshToken })).httpStatus).toBe(200);
  });

  test('the rotated token keeps the end of its session: it is never later than REFRESH_TTL_S after the sign-in', async () => {
    const { email, userId } = await freshAccount('lifetime');
    const signedIn = await signIn(email);
    await post(IDENTITY_PATHS.refreshToken, { refreshToken: signedIn.refreshToken });
    const ends = (await allValues(running.api.ctx.sql, 'SELECT DISTINCT expires_at FROM identity_refresh_tokens WHERE user_id = ?', [
      userId,
    ])) as number[];
    expect(ends).toHaveLength(1);
  });
});
