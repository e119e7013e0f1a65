import { HttpError } from '@klob/shared';
import { createAuthStorage, type StoredAuth } from '../auth/auth-storage';
import { AUTHORIZATION_HEADER, USER_TIMEZONE_HEADER } from '@klob/shared';
import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import { CHAT_PATHS } from '@klob/shared/api-contract/chat';
import { createHttpClients } from './create-http-clients';
import { createFakeApi, deferred, settle, type FakeAnswer, type RecordedRequest } from '@klob/shared/http/testing';

const API = 'http://api.test';
const SIGNED_IN: StoredAuth = { accessToken: 'access-1', idToken: 'id-1', refreshToken: 'refresh-1', userId: 'u1', email: 'a@klob.id' };

/**
 * An api that accepts only `validIdToken` on /rest/page/* and the chat routes (else 403 SessionExpired),
 * refuses /rest/upload/file/others (403 AccessDenied, someone else's file), and answers /status/{code} with that code.
 */
function platformApi() {
  const state = { validIdToken: 'id-2' };
  const handler = (request: RecordedRequest): FakeAnswer => {
    const path = new URL(request.url).pathname;
    const statusMatch = /^\/status\/(\d+)$/.exec(path);
    if (statusMatch) {
      const status = Number(statusMatch[1]);
      const statusText =
        {
          400: 'Bad Request',
          401: 'Unauthorized',
          422: 'Unprocessable Entity',
          501: 'Not Implemented',
          503: 'Service Unavailable',
          500: 'Internal Server Error',
        }[status] ?? '';
      return { status, statusText, body: { status, message: status === 422 ? 'INVOICE_ALREADY_EXIST' : 'failed' } };
    }
    if (path === '/rest/upload/file/others') {
      return {
        status: 403,
        statusText: 'Forbidden',
        body: { status: 403, message: 'Not your file', code: ACCESS_ERROR_CODES.accessDenied, result: null },
      };
    }
    if (path.startsWith('/rest/page/') || path.startsWith('/v1/chat/')) {
      if (request.headers[AUTHORIZATION_HEADER] !== state.validIdToken)
        return {
          status: 403,
          statusText: 'Forbidden',
          body: { status: 403, message: 'Token expired or invalid', code: ACCESS_ERROR_CODES.sessionExpired, result: null },
        };
      return { status: 200, body: { status: 200, message: 'success', result: path } };
    }
    return { status: 200, body: { data: { id: { common: { hello: 'halo' } } } } };
  };
  return { state, api: createFakeApi(handler) };
}

function setUp(options: { refreshFails?: boolean; refreshGate?: Promise<void> } = {}) {
  window.localStorage.clear();
  const authStorage = createAuthStorage();
  authStorage.write(SIGNED_IN);
  const { state, api } = platformApi();
  const showAlert = jest.fn();
  const onRefreshFailed = jest.fn();
  const refreshSession = jest.fn(async () => {
    await options.refreshGate;
    if (options.refreshFails) throw new Error('refresh rejected');
    authStorage.updateTokens({ idToken: 'id-2', accessToken: 'access-2' });
  });
  const clients = createHttpClients({
    apiBaseUrl: API,
    authStorage,
    refreshSession,
    showAlert,
    onRefreshFailed,
    fetch: api.fetch,
    timeZone: () => 'Asia/Jakarta',
  });
  return { clients, api, state, showAlert, refreshSession, onRefreshFailed, authStorage };
}

describe('createHttpClients', () => {
  test('S1-7-01 there are three clients: service, base and localization', () => {
    const { clients } = setUp();
    expect(Object.keys(clients).sort()).toEqual(['base', 'localization', 'service']);
  });

  test.each(['service', 'base'] as const)(
    'S1-7-02 S1-7-03 the %s client sends x-user-timezone and the stored id token as Authorization',
    async (name) => {
      const { clients, api, state } = setUp();
      state.validIdToken = 'id-1';

      await clients[name].get('/rest/page/profile');
      expect(api.requests[0]?.headers).toMatchObject({ [USER_TIMEZONE_HEADER]: 'Asia/Jakarta', [AUTHORIZATION_HEADER]: 'id-1' });
    },
  );

  test('S1-7-02 the timezone is the browser IANA timezone by default', async () => {
    window.localStorage.clear();
    const api = createFakeApi(() => ({ status: 200, body: {} }));
    const clients = createHttpClients({
      apiBaseUrl: API,
      authStorage: createAuthStorage(),
      refreshSession: jest.fn(),
      onRefreshFailed: jest.fn(),
      fetch: api.fetch,
    });

    await clients.service.get('/rest/open/interruption/list');
    expect(api.requests[0]?.headers[USER_TIMEZONE_HEADER]).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(api.requests[0]?.headers[USER_TIMEZONE_HEADER]).toBeTruthy();
  });

  test('S1-7-03 signed out, no Authorization header is sent', async () => {
    const { clients, api, authStorage } = setUp();
    authStorage.clear();

    await clients.service.get('/rest/open/interruption/list');
    expect(api.requests[0]?.headers).not.toHaveProperty(AUTHORIZATION_HEADER);
  });

  test('S1-7-01 the localization client sends neither the timezone nor the token', async () => {
    const { clients, api } = setUp();

    await expect(clients.localization.get('/locale/open/fetch/klob-id/id/common')).resolves.toEqual({
      data: { id: { common: { hello: 'halo' } } },
    });
    expect(api.requests[0]?.url).toBe(`${API}/locale/open/fetch/klob-id/id/common`);
    expect(api.requests[0]?.headers).not.toHaveProperty(USER_TIMEZONE_HEADER);
    expect(api.requests[0]?.headers).not.toHaveProperty(AUTHORIZATION_HEADER);
  });

  test('S1-8.1-03 S1-4.1-24 S1-4.1-25 parallel 403s on service and base share one refresh and are replayed with the new token', async () => {
    const gate = deferred<void>();
    const { clients, api, refreshSession } = setUp({ refreshGate: gate.promise });

    const results = Promise.all([
      clients.service.get('/rest/page/a'),
      clients.base.get('/rest/page/b'),
      clients.service.post('/rest/page/c', { x: 1 }),
    ]);
    await settle();
    expect(api.requests.map((request) => request.headers[AUTHORIZATION_HEADER])).toEqual(['id-1', 'id-1', 'id-1']);
    gate.resolve();

    await expect(results).resolves.toEqual([
      expect.objectContaining({ result: '/rest/page/a' }),
      expect.objectContaining({ result: '/rest/page/b' }),
      expect.objectContaining({ result: '/rest/page/c' }),
    ]);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    const replays = api.requests.slice(3);
    expect(replays.map((request) => [request.method, new URL(request.url).pathname, request.headers[AUTHORIZATION_HEADER]])).toEqual([
      ['GET', '/rest/page/a', 'id-2'],
      ['GET', '/rest/page/b', 'id-2'],
      ['POST', '/rest/page/c', 'id-2'],
    ]);
    expect(replays[2]?.body).toEqual({ x: 1 });
  });

  test('S1-8.1-04 a failed refresh rejects every queued request and reports the failure once', async () => {
    const gate = deferred<void>();
    const { clients, api, onRefreshFailed } = setUp({ refreshFails: true, refreshGate: gate.promise });

    const outcomes = Promise.allSettled([clients.service.get('/rest/page/a'), clients.base.get('/rest/page/b')]);
    await settle();
    gate.resolve();

    const settled = await outcomes;
    expect(settled.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(api.requests).toHaveLength(2);
  });

  test('S1-8.1-03 a replay that gets 403 again is rejected without another refresh', async () => {
    const { clients, api, state, refreshSession } = setUp();
    state.validIdToken = 'never-valid';

    await expect(clients.service.get('/rest/page/a')).rejects.toMatchObject({ status: 403 });
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(api.requests).toHaveLength(2);
  });

  test.each([
    ['S1-8.1-01', 400],
    ['S1-8.1-02', 401],
    ['S1-8.1-08', 500],
  ])('%s a %i is rejected to the caller with the response, without alert or refresh', async (_id, status) => {
    const { clients, showAlert, refreshSession } = setUp();

    const error = await clients.service.get(`/status/${status}`).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status, body: { status, message: 'failed' } });
    expect(showAlert).not.toHaveBeenCalled();
    expect(refreshSession).not.toHaveBeenCalled();
  });

  test("S1-8.1-05 a 422 alerts 'Error! ' followed by the INVOICE_ALREADY_EXIST message, then rejects", async () => {
    const { clients, showAlert } = setUp();

    await expect(clients.base.post('/status/422', {})).rejects.toMatchObject({ status: 422 });
    expect(showAlert).toHaveBeenCalledTimes(1);
    expect(showAlert).toHaveBeenCalledWith('Error! INVOICE_ALREADY_EXIST');
  });

  test.each([
    ['S1-8.1-06', 501, 'Error 501 - Not Implemented'],
    ['S1-8.1-07', 503, 'Error 503 - Service Unavailable'],
  ])("%s a %i alerts '%s', then rejects", async (_id, status, text) => {
    const { clients, showAlert } = setUp();

    await expect(clients.service.get(`/status/${status}`)).rejects.toMatchObject({ status });
    expect(showAlert).toHaveBeenCalledWith(text);
  });

  test('S1-8.1-09 a network failure is rejected as is', async () => {
    const failure = new TypeError('Failed to fetch');
    const clients = createHttpClients({
      apiBaseUrl: API,
      authStorage: createAuthStorage(),
      refreshSession: jest.fn(),
      onRefreshFailed: jest.fn(),
      showAlert: jest.fn(),
      fetch: jest.fn().mockRejectedValue(failure),
    });
    await expect(clients.service.get('/rest/page/a')).rejects.toBe(failure);
  });

  test("issue 6 (hole 9): a 403 that is not an expired session (someone else's file) rejects with its code, no refresh, no logout", async () => {
    const { clients, api, refreshSession, onRefreshFailed, showAlert } = setUp();

    const error = await clients.service.delete('/rest/upload/file/others').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, code: ACCESS_ERROR_CODES.accessDenied });
    expect(refreshSession).not.toHaveBeenCalled();
    expect(onRefreshFailed).not.toHaveBeenCalled();
    expect(showAlert).not.toHaveBeenCalled();
    expect(api.requests).toHaveLength(1);
  });

  test("issue 6 (hole 3): the chat history is asked with the user's own token, no Basic credentials, and refreshed like any session call", async () => {
    const { clients, api, refreshSession } = setUp();

    await expect(clients.service.get(CHAT_PATHS.klobberHistory, { params: { userId: 'u1' } })).resolves.toMatchObject({
      result: CHAT_PATHS.klobberHistory,
    });
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(api.requests.map((request) => [request.url, request.headers[AUTHORIZATION_HEADER]])).toEqual([
      [`${API}${CHAT_PATHS.klobberHistory}?userId=u1`, 'id-1'],
      [`${API}${CHAT_PATHS.klobberHistory}?userId=u1`, 'id-2'],
    ]);
  });

  test.each(['service', 'base'] as const)('issue 6 (hole 8): the %s client sends no token to another origin', async (name) => {
    const { clients, api } = setUp();

    await clients[name].get('https://elsewhere.test/collect', { params: { q: 1 } });
    await clients[name].get('/rest/open/interruption/list');
    expect(api.requests.map((request) => [request.url, request.headers[AUTHORIZATION_HEADER] ?? null])).toEqual([
      ['https://elsewhere.test/collect?q=1', null],
      [`${API}/rest/open/interruption/list`, 'id-1'],
    ]);
  });

  test('the localization client neither refreshes nor alerts', async () => {
    const { clients, showAlert, refreshSession } = setUp();

    await expect(clients.localization.get('/status/503')).rejects.toMatchObject({ status: 503 });
    await expect(clients.localization.get('/rest/page/a')).rejects.toMatchObject({ status: 403 });
    expect(showAlert).not.toHaveBeenCalled();
    expect(refreshSession).not.toHaveBeenCalled();
  });
});
