import { createKlobBus } from '@klob/shared';
import { TOKEN_REFRESH_INTERVAL_MS } from '@klob/shared/constants';
import { IDENTITY_PATHS, type AuthTokens } from '@klob/shared/api-contract/identity';
import { createFakeApi, settle, type FakeAnswer, type RecordedRequest } from '@klob/shared/http/testing';
import { createHttpClients } from '../http';
import { createAuthStorage, type StoredAuth } from './auth-storage';
import { PROFILE_BANNER_FLAG_PREFIX } from './banner-flags';
import { createSessionRefresher } from './session-refresh';
import { requestLogout } from './request-logout';
import { createShellSession } from './session';
import { jwtExpiringAt } from './testing/jwt';

const API = 'http://api.test';
const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
const profile = { userId: 'u1', firstName: 'Sari', lastName: 'Dewi', profilePictureUrl: null, emailLogin: 'a@klob.id' };

const stored = (idToken = jwtExpiringAt(inOneHour())): StoredAuth => ({
  accessToken: 'access-1',
  idToken,
  refreshToken: 'refresh-1',
  userId: 'u1',
  email: 'a@klob.id',
});

const ok = (result: unknown): FakeAnswer => ({ status: 200, body: { status: 200, message: 'success', result } });
const refused = (status: number, code = 'SessionExpired'): FakeAnswer => ({
  status,
  body: { status, message: 'refused', code, result: null },
});

type Handler = (request: RecordedRequest) => FakeAnswer;

/** The real session over the real clients and refresher, against an in-memory api. */
function setUp(handler: Handler, initial: string | null = JSON.stringify(stored())) {
  window.localStorage.clear();
  if (initial !== null) window.localStorage.setItem('auth', initial);
  const bus = createKlobBus();
  const api = createFakeApi(handler);
  const authStorage = createAuthStorage();
  const refresher = createSessionRefresher({ authStorage, identityRefreshUrl: `${API}${IDENTITY_PATHS.refreshToken}`, fetch: api.fetch });
  const http = createHttpClients({
    apiBaseUrl: API,
    authStorage,
    refreshSession: () => refresher.refresh(),
    onRefreshFailed: () => requestLogout(bus, 'session-expired'),
    fetch: api.fetch,
    showAlert: () => undefined,
  });
  const navigate = jest.fn();
  const session = createShellSession({ authStorage, refresher, bus, service: http.service, navigate });
  return { bus, api, authStorage, http, navigate, session };
}

const paths = (requests: RecordedRequest[]) => requests.map((request) => new URL(request.url).pathname);

afterEach(() => jest.useRealTimers());

describe('shell session (spec 1 §3, §4.1)', () => {
  test('S1-4.1-13 at start-up the stored session is published on the bus and confirmed with the on-success call', async () => {
    const { bus, api, session } = setUp((request) =>
      request.url.endsWith(IDENTITY_PATHS.loginOnSuccess) ? ok({ mus01: profile, usr01: { corporate: [] } }) : refused(404),
    );
    const stop = session.start();
    expect(bus.getState('auth')).toEqual(
      expect.objectContaining({ isAuthenticated: true, user: expect.objectContaining({ userId: 'u1' }) }),
    );
    await settle();
    await settle();
    expect(bus.getState('auth').user).toEqual(profile);
    expect(paths(api.requests)).toEqual([IDENTITY_PATHS.loginOnSuccess]);
    stop();
  });

  test.each([
    ['broken JSON', '{"accessToken":'],
    ['a token that does not parse', JSON.stringify(stored('not-a-jwt'))],
    ['a value of the wrong shape', JSON.stringify({ idToken: 42 })],
  ])('S1-3-03 garbage under `auth` (%s) starts the app as a guest and is removed', (_label, garbage) => {
    const { bus, api, session } = setUp(() => refused(500), garbage);
    const stop = session.start();
    expect(bus.getState('auth')).toEqual({ isAuthenticated: false, isAuthenticating: false, user: null });
    expect(window.localStorage.getItem('auth')).toBeNull();
    expect(api.requests).toHaveLength(0);
    stop();
  });

  test('S1-4.1-02 S1-4.1-03 S1-4.1-04 logoutRequested from anywhere clears stored auth and banner flags, publishes a guest and goes to /', async () => {
    const { bus, api, navigate, session } = setUp(() => ok({ mus01: profile, usr01: { corporate: [] }, revoked: 1 }));
    window.localStorage.setItem(`${PROFILE_BANNER_FLAG_PREFIX}completeness`, 'true');
    window.localStorage.setItem('defaultLanguage', 'en');
    const stop = session.start();
    bus.emit('logoutRequested', { reason: 'user' });

    expect(window.localStorage.getItem('auth')).toBeNull();
    expect(window.localStorage.getItem(`${PROFILE_BANNER_FLAG_PREFIX}completeness`)).toBeNull();
    expect(window.localStorage.getItem('defaultLanguage')).toBe('en');
    expect(bus.getState('auth').isAuthenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/');
    await settle();
    expect(api.requests.find((request) => request.url.endsWith(IDENTITY_PATHS.signOut))?.body).toEqual({ refreshToken: 'refresh-1' });
    stop();
  });

  test('S1-4.1-05 in the mobile build (opened as the installed app) logout goes to /login', () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === '(display-mode: standalone)' }),
    });
    const { bus, navigate, session } = setUp(() => ok({ mus01: profile, usr01: { corporate: [] }, revoked: 1 }));
    const stop = session.start();
    bus.emit('logoutRequested', { reason: 'user' });
    expect(bus.getState('auth').isAuthenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(navigate).not.toHaveBeenCalledWith('/');
    stop();
    delete (window as Partial<Window>).matchMedia;
  });

  test('S1-8.1-04 a failed refresh rejects the queued requests and signs out once; later 403s of the signed-out page run no second refresh', async () => {
    const { bus, api, http, navigate, session } = setUp((request) =>
      request.url.endsWith(IDENTITY_PATHS.loginOnSuccess) ? ok({ mus01: profile, usr01: { corporate: [] } }) : refused(403),
    );
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = session.start();
    await settle();
    const logouts: unknown[] = [];
    bus.on('logoutRequested').subscribe((event) => logouts.push(event));

    await expect(Promise.all([http.service.get('/rest/a'), http.service.get('/rest/b')])).rejects.toBeDefined();
    expect(logouts).toEqual([{ reason: 'session-expired' }]);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(bus.getState('auth').isAuthenticated).toBe(false);

    const refreshesBefore = paths(api.requests).filter((path) => path === IDENTITY_PATHS.refreshToken).length;
    await expect(http.service.get('/rest/c')).rejects.toBeDefined();
    expect(paths(api.requests).filter((path) => path === IDENTITY_PATHS.refreshToken)).toHaveLength(refreshesBefore);
    expect(logouts).toHaveLength(1);
    stop();
  });

  test('S1-4.1-14 the periodic refresh runs every 10 s and stores the rotated refresh token', async () => {
    jest.useFakeTimers({ now: Date.now() });
    const soon = Math.floor(Date.now() / 1000) + 15;
    let issued = 0;
    const { api, authStorage, session } = setUp(
      (request) => {
        if (request.url.endsWith(IDENTITY_PATHS.refreshToken)) {
          issued += 1;
          return ok({ idToken: jwtExpiringAt(soon + 10 * issued), accessToken: `access-${issued}`, refreshToken: `refresh-${issued + 1}` });
        }
        return ok({ mus01: profile, usr01: { corporate: [] } });
      },
      JSON.stringify(stored(jwtExpiringAt(soon))),
    );
    const stop = session.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(authStorage.read()?.refreshToken).toBe('refresh-2');
    await jest.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    const sent = api.requests.filter((request) => request.url.endsWith(IDENTITY_PATHS.refreshToken)).map((request) => request.body);
    expect(sent.slice(0, 2)).toEqual([{ refreshToken: 'refresh-1' }, { refreshToken: 'refresh-2' }]);
    stop();
  });

  test('a periodic refresh the api refuses (revoked session) signs out; a network failure does not', async () => {
    jest.useFakeTimers({ now: Date.now() });
    const soon = Math.floor(Date.now() / 1000) + 5;
    let network = true;
    const { bus, navigate, session } = setUp(
      (request) => {
        if (request.url.endsWith(IDENTITY_PATHS.refreshToken)) {
          if (network) throw new TypeError('Failed to fetch');
          return refused(401, 'NotAuthorizedException');
        }
        return ok({ mus01: profile, usr01: { corporate: [] } });
      },
      JSON.stringify(stored(jwtExpiringAt(soon))),
    );
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = session.start();
    await jest.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    expect(bus.getState('auth').isAuthenticated).toBe(true);
    network = false;
    await jest.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    expect(bus.getState('auth').isAuthenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/');
    stop();
  });

  test('S1-4.1-01 S1-3-03 signIn stores the tokens, confirms them with the on-success call (sending the id token) and publishes the user', async () => {
    const { bus, api, authStorage, session } = setUp(() => ok({ mus01: profile, usr01: { corporate: [] } }), null);
    session.start();
    const tokens: AuthTokens = { ...stored(), expiresIn: 3600, tokenType: 'Bearer', refreshToken: 'refresh-1' };
    await session.signIn(tokens, { email: 'a@klob.id' });
    expect(bus.getState('auth')).toEqual({ isAuthenticated: true, isAuthenticating: false, user: profile });
    expect(authStorage.read()).toEqual(stored(tokens.idToken));
    const onSuccess = api.requests.find((request) => request.url.endsWith(IDENTITY_PATHS.loginOnSuccess));
    expect(onSuccess?.headers.Authorization).toBe(tokens.idToken);
    expect(onSuccess?.body).toEqual({ userId: 'u1', email: 'a@klob.id' });
  });

  test('a failed on-success call leaves nothing stored and the visitor a guest', async () => {
    const { bus, authStorage, session } = setUp(() => refused(404, 'NotFound'), null);
    session.start();
    await expect(session.signIn({ ...stored(), expiresIn: 3600, tokenType: 'Bearer', refreshToken: 'r' })).rejects.toBeDefined();
    expect(authStorage.read()).toBeNull();
    expect(bus.getState('auth').isAuthenticated).toBe(false);
  });
});
