import { HttpError } from '@klob/shared';
import { TOKEN_REFRESH_INTERVAL_MS } from '@klob/shared/constants';
import { createFakeApi, deferred, type FakeAnswer } from '@klob/shared/http/testing';
import { createAuthStorage, type StoredAuth } from './auth-storage';
import { SessionRefreshError, createSessionRefresher } from './session-refresh';
import { jwtExpiringAt } from './testing/jwt';

const REFRESH_URL = 'http://api.test/identity/refresh-token';
const NOW = 1_700_000_000_000;
const nowSeconds = NOW / 1000;

const signedIn = (idToken: string): StoredAuth => ({
  accessToken: 'access-1',
  idToken,
  refreshToken: 'refresh-1',
  userId: 'u1',
  email: 'a@klob.id',
});

const tokensAnswer = (idToken: string): FakeAnswer => ({
  status: 200,
  body: {
    status: 200,
    message: 'success',
    result: { idToken, accessToken: `access-for-${idToken}`, expiresIn: 3600, tokenType: 'Bearer', userId: 'u1', email: 'a@klob.id' },
  },
});

function setUp(stored: StoredAuth | null, answer: () => FakeAnswer | Promise<FakeAnswer> = () => tokensAnswer('id-2')) {
  window.localStorage.clear();
  const authStorage = createAuthStorage();
  if (stored) authStorage.write(stored);
  const api = createFakeApi(answer);
  const refresher = createSessionRefresher({ authStorage, identityRefreshUrl: REFRESH_URL, fetch: api.fetch, now: () => NOW });
  return { authStorage, api, refresher };
}

describe('session refresh', () => {
  test('S1-4.1-14 refresh POSTs the stored refresh token to the identity refresh route and stores the new tokens', async () => {
    const { authStorage, api, refresher } = setUp(signedIn('id-1'));

    await expect(refresher.refresh()).resolves.toEqual({ ...signedIn('id-2'), accessToken: 'access-for-id-2' });
    expect(api.requests).toEqual([expect.objectContaining({ method: 'POST', url: REFRESH_URL, body: { refreshToken: 'refresh-1' } })]);
    expect(authStorage.read()).toEqual({ ...signedIn('id-2'), accessToken: 'access-for-id-2' });
  });

  test('a rotated refresh token in the answer replaces the stored one (the sent one is spent)', async () => {
    const rotated: FakeAnswer = {
      status: 200,
      body: {
        status: 200,
        message: 'success',
        result: { ...(tokensAnswer('id-2').body as { result: object }).result, refreshToken: 'refresh-2' },
      },
    };
    const { authStorage, api, refresher } = setUp(signedIn('id-1'), () => rotated);

    await refresher.refresh();
    await refresher.refresh();
    expect(authStorage.read()?.refreshToken).toBe('refresh-2');
    expect(api.requests.map((request) => request.body)).toEqual([{ refreshToken: 'refresh-1' }, { refreshToken: 'refresh-2' }]);
  });

  test('calls made while a refresh runs share its one request', async () => {
    const answer = deferred<FakeAnswer>();
    const { api, refresher } = setUp(signedIn('id-1'), () => answer.promise);

    const both = Promise.all([refresher.refresh(), refresher.refresh()]);
    answer.resolve(tokensAnswer('id-2'));
    const [first, second] = await both;
    expect(first).toEqual(second);
    expect(api.requests).toHaveLength(1);
  });

  test('without a stored refresh token, refresh rejects and sends nothing', async () => {
    const { refreshToken: _dropped, ...withoutRefresh } = signedIn('id-1');
    const { api, refresher } = setUp(withoutRefresh);

    await expect(refresher.refresh()).rejects.toBeInstanceOf(SessionRefreshError);
    expect(api.requests).toHaveLength(0);
  });

  test('a rejected refresh token rejects and keeps the stored tokens', async () => {
    const { authStorage, refresher } = setUp(signedIn('id-1'), () => ({
      status: 401,
      statusText: 'Unauthorized',
      body: { status: 401, message: 'Refresh Token has been revoked', code: 'NotAuthorizedException', result: null },
    }));

    await expect(refresher.refresh()).rejects.toBeInstanceOf(HttpError);
    expect(authStorage.read()).toEqual(signedIn('id-1'));
  });

  test('an answer without tokens rejects', async () => {
    const { refresher } = setUp(signedIn('id-1'), () => ({ status: 200, body: { status: 200, result: null } }));
    await expect(refresher.refresh()).rejects.toBeInstanceOf(SessionRefreshError);
  });

  test('refreshIfExpiring leaves a token far from expiry alone and renews one about to expire', async () => {
    const fresh = setUp(signedIn(jwtExpiringAt(nowSeconds + 3600)));
    await expect(fresh.refresher.refreshIfExpiring()).resolves.toBe(false);
    expect(fresh.api.requests).toHaveLength(0);

    const expiring = setUp(signedIn(jwtExpiringAt(nowSeconds + 5)));
    await expect(expiring.refresher.refreshIfExpiring()).resolves.toBe(true);
    expect(expiring.api.requests).toHaveLength(1);
  });

  test('refreshIfExpiring does nothing when signed out', async () => {
    const { api, refresher } = setUp(null);
    await expect(refresher.refreshIfExpiring()).resolves.toBe(false);
    expect(api.requests).toHaveLength(0);
  });

  describe('periodic refresh', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    test('S1-9-13 the session refresh interval is 10000 ms', () => {
      expect(TOKEN_REFRESH_INTERVAL_MS).toBe(10000);
    });

    test('S1-4.1-13 S1-4.1-14 the session is checked at start, then every 10000 ms until stopped', async () => {
      // Answers tokens that are always about to expire, so every check renews.
      const { api, refresher } = setUp(signedIn(jwtExpiringAt(nowSeconds + 1)), () => tokensAnswer(jwtExpiringAt(nowSeconds + 1)));

      const stop = refresher.startPeriodicRefresh();
      await jest.advanceTimersByTimeAsync(0);
      expect(api.requests).toHaveLength(1);

      await jest.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS - 1);
      expect(api.requests).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(api.requests).toHaveLength(2);
      await jest.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
      expect(api.requests).toHaveLength(3);

      stop();
      await jest.advanceTimersByTimeAsync(3 * TOKEN_REFRESH_INTERVAL_MS);
      expect(api.requests).toHaveLength(3);
    });

    test('S1-4.1-14 a token far from expiry is not renewed on the ticks', async () => {
      const { api, refresher } = setUp(signedIn(jwtExpiringAt(nowSeconds + 3600)));

      const stop = refresher.startPeriodicRefresh();
      await jest.advanceTimersByTimeAsync(3 * TOKEN_REFRESH_INTERVAL_MS);
      expect(api.requests).toHaveLength(0);
      stop();
    });

    test('a failed periodic refresh goes to onError and the timer keeps running', async () => {
      const { api, refresher } = setUp(signedIn(jwtExpiringAt(nowSeconds + 1)), () => ({ status: 503, statusText: 'Service Unavailable' }));
      const onError = jest.fn();

      const stop = refresher.startPeriodicRefresh({ onError });
      await jest.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
      expect(onError).toHaveBeenCalledTimes(2);
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 503 }));
      expect(api.requests).toHaveLength(2);
      stop();
    });
  });
});
