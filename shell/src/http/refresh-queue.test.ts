import { createKlobBus, HttpError } from '@klob/shared';
import { requestLogout } from '../auth/request-logout';
import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import { createRefreshQueue } from './refresh-queue';
import { deferred, settle } from '@klob/shared/http/testing';

/** The api's answer to an expired, forged or ended session (issue 6); a 403 without a code is handled alike. */
const forbidden = () =>
  new HttpError(403, 'Forbidden', {
    status: 403,
    message: 'Token expired or invalid',
    code: ACCESS_ERROR_CODES.sessionExpired,
    result: null,
  });

/** A session whose server accepts only `validToken`; each send records the token it carried. */
function fakeSession(initialToken: string) {
  const session = {
    token: initialToken,
    validToken: 'new-token',
    sentTokens: [] as string[],
    /** A send as the client makes it: reads the token when it goes out. */
    send: (answer: string) => () => {
      const carried = session.token;
      session.sentTokens.push(carried);
      return carried === session.validToken ? Promise.resolve(answer) : Promise.reject(forbidden());
    },
  };
  return session;
}

describe('the 403 refresh queue (spec 1 §4.1, §8.1)', () => {
  test('S1-8.1-03 S1-4.1-23 a 403 runs one token refresh and replays the request with the new token', async () => {
    const session = fakeSession('old-token');
    const refresh = jest.fn(async () => {
      session.token = 'new-token';
    });
    const queue = createRefreshQueue({ refresh, currentToken: () => session.token, onRefreshFailed: jest.fn() });

    await expect(queue(session.send('profile'))).resolves.toBe('profile');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.sentTokens).toEqual(['old-token', 'new-token']);
  });

  test('S1-4.1-24 S1-4.1-25 parallel requests failing during the refresh queue behind one refresh and replay with the new token', async () => {
    const session = fakeSession('old-token');
    const refreshDone = deferred<void>();
    const refresh = jest.fn(() => refreshDone.promise);
    const queue = createRefreshQueue({ refresh, currentToken: () => session.token, onRefreshFailed: jest.fn() });

    const results = Promise.all(['a', 'b', 'c'].map((answer) => queue(session.send(answer))));
    await settle();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.sentTokens).toEqual(['old-token', 'old-token', 'old-token']);

    session.token = 'new-token';
    refreshDone.resolve();
    await expect(results).resolves.toEqual(['a', 'b', 'c']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.sentTokens.slice(3)).toEqual(['new-token', 'new-token', 'new-token']);
  });

  test('S1-4.1-24 a request failing after the refresh finished is replayed without a second refresh', async () => {
    const session = fakeSession('old-token');
    const refresh = jest.fn(async () => {
      session.token = 'new-token';
    });
    const queue = createRefreshQueue({ refresh, currentToken: () => session.token, onRefreshFailed: jest.fn() });
    const lateAnswer = deferred<string>();
    let lateSends = 0;
    // Sent with the old token; its 403 arrives only after the other request's refresh is done.
    const late = queue(() => {
      lateSends += 1;
      return lateSends === 1 ? lateAnswer.promise : session.send('late')();
    });

    await expect(queue(session.send('first'))).resolves.toBe('first');
    lateAnswer.reject(forbidden());
    await expect(late).resolves.toBe('late');
    expect(session.sentTokens).toEqual(['old-token', 'new-token', 'new-token']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  test('S1-8.1-04 a failed refresh rejects every queued request and asks for a session-expired logout once', async () => {
    const session = fakeSession('old-token');
    const refreshDone = deferred<void>();
    const refreshError = new Error('refresh token revoked');
    const bus = createKlobBus();
    bus.setState('auth', { isAuthenticated: true, isAuthenticating: false, user: null });
    const logoutRequests: unknown[] = [];
    const subscription = bus.on('logoutRequested').subscribe((payload) => logoutRequests.push(payload));
    const queue = createRefreshQueue({
      refresh: () => refreshDone.promise,
      currentToken: () => session.token,
      onRefreshFailed: () => requestLogout(bus, 'session-expired'),
    });

    const outcomes = Promise.allSettled(['a', 'b', 'c'].map((answer) => queue(session.send(answer))));
    await settle();
    refreshDone.reject(refreshError);

    expect(await outcomes).toEqual([
      { status: 'rejected', reason: refreshError },
      { status: 'rejected', reason: refreshError },
      { status: 'rejected', reason: refreshError },
    ]);
    expect(session.sentTokens).toEqual(['old-token', 'old-token', 'old-token']);
    expect(logoutRequests).toEqual([{ reason: 'session-expired' }]);
    subscription.unsubscribe();
  });

  test('S1-4.1-23 a replayed request that gets 403 again is rejected, not refreshed again', async () => {
    const session = fakeSession('old-token');
    session.validToken = 'never';
    const refresh = jest.fn(async () => {
      session.token = 'new-token';
    });
    const queue = createRefreshQueue({ refresh, currentToken: () => session.token, onRefreshFailed: jest.fn() });

    await expect(queue(session.send('x'))).rejects.toMatchObject({ status: 403 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.sentTokens).toEqual(['old-token', 'new-token']);
  });

  test('after a refresh settles, a later 403 starts a new refresh', async () => {
    const session = fakeSession('t0');
    let generation = 0;
    const refresh = jest.fn(async () => {
      generation += 1;
      session.token = `t${generation}`;
      session.validToken = session.token;
    });
    const queue = createRefreshQueue({ refresh, currentToken: () => session.token, onRefreshFailed: jest.fn() });

    await expect(queue(session.send('first'))).resolves.toBe('first');
    session.validToken = 'expired-again';
    await expect(queue(session.send('second'))).resolves.toBe('second');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  test.each([400, 401, 422, 500])('a %i is not a refresh signal', async (status) => {
    const refresh = jest.fn();
    const error = new HttpError(status, 'x', null);
    await expect(createRefreshQueue({ refresh, onRefreshFailed: jest.fn() })(() => Promise.reject(error))).rejects.toBe(error);
    expect(refresh).not.toHaveBeenCalled();
  });

  test('S1-8.1-03 DECISIONS #11: a 403 AccessDenied rejects at once, without a refresh or a logout', async () => {
    const refresh = jest.fn();
    const onRefreshFailed = jest.fn();
    const error = new HttpError(403, 'Forbidden', {
      status: 403,
      message: 'Not your file',
      code: ACCESS_ERROR_CODES.accessDenied,
      result: null,
    });
    const send = jest.fn(() => Promise.reject(error));

    await expect(createRefreshQueue({ refresh, currentToken: () => 'token', onRefreshFailed })(send)).rejects.toBe(error);
    expect(refresh).not.toHaveBeenCalled();
    expect(onRefreshFailed).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(1);
  });

  test.each([
    ['no code', { status: 403, message: 'Forbidden', result: null }],
    ['no body', null],
    ['another code', { status: 403, message: 'Slow down', code: ACCESS_ERROR_CODES.rateLimited, result: null }],
  ])('S1-8.1-03 DECISIONS #11: a 403 with %s runs the one refresh and replays with the new token', async (_case, body) => {
    let token = 'old-token';
    const refresh = jest.fn(async () => {
      token = 'new-token';
    });
    const sentTokens: string[] = [];
    const send = () => {
      sentTokens.push(token);
      return token === 'new-token' ? Promise.resolve('answer') : Promise.reject(new HttpError(403, 'Forbidden', body));
    };

    await expect(createRefreshQueue({ refresh, currentToken: () => token, onRefreshFailed: jest.fn() })(send)).resolves.toBe('answer');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sentTokens).toEqual(['old-token', 'new-token']);
  });

  test('a 403 of a request sent without a stored token rejects at once: there is no session to refresh', async () => {
    const refresh = jest.fn();
    const onRefreshFailed = jest.fn();
    const error = new HttpError(403, 'Forbidden', null);

    await expect(createRefreshQueue({ refresh, currentToken: () => null, onRefreshFailed })(() => Promise.reject(error))).rejects.toBe(
      error,
    );
    expect(refresh).not.toHaveBeenCalled();
    expect(onRefreshFailed).not.toHaveBeenCalled();
  });
});
