/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTHORIZATION_HEADER } from '@klob/shared';
import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { createAuthStorage } from '../auth/auth-storage';
import { createSessionRefresher } from '../auth/session-refresh';
import type { KeyValueStorage } from '../auth/storage-entry';
import { createHttpClients } from './create-http-clients';

const PARALLEL_REQUESTS = 20;

/**
 * A real HTTP server standing in for the api: /rest/page/{n} accepts only the
 * current id token (else 403 SessionExpired like the api, or the 403 body it is told to send, spec 1
 * §8.1); POST /identity/refresh-token issues the next one, or refuses with 401 when told to.
 */
function startTestServer(behaviour: { refreshRefused?: boolean; pagesRefuseEveryToken?: boolean; refusalBody?: unknown }) {
  const counts = { refreshes: 0, pageRequests: 0 };
  let validIdToken = 'id-2';
  const server = http.createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    request.resume();
    request.on('end', () => {
      if (request.method === 'POST' && request.url === IDENTITY_PATHS.refreshToken) {
        counts.refreshes += 1;
        if (behaviour.refreshRefused)
          return send(401, { status: 401, message: 'Refresh token expired', code: 'NotAuthorizedException', result: null });
        // Answer a little later, so that every parallel 403 arrives while the refresh is running.
        validIdToken = `id-${counts.refreshes + 2}`;
        const result = {
          idToken: validIdToken,
          accessToken: `access-${counts.refreshes + 2}`,
          refreshToken: `refresh-${counts.refreshes + 2}`,
        };
        return setTimeout(() => send(200, { status: 200, message: 'success', result }), 50);
      }
      counts.pageRequests += 1;
      const authorized = !behaviour.pagesRefuseEveryToken && request.headers[AUTHORIZATION_HEADER.toLowerCase()] === validIdToken;
      if (!authorized)
        return send(
          403,
          behaviour.refusalBody ?? { status: 403, message: 'Token expired', code: ACCESS_ERROR_CODES.sessionExpired, result: null },
        );
      return send(200, { status: 200, message: 'success', result: request.url });
    });
  });
  return new Promise<{ baseUrl: string; counts: typeof counts; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        baseUrl: `http://127.0.0.1:${port}`,
        counts,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** The shell's service client and session refresher, as create-shell-services wires them, against the test server. */
function shellClientsFor(baseUrl: string) {
  const authStorage = createAuthStorage(memoryStorage());
  authStorage.write({ idToken: 'id-1', accessToken: 'access-1', refreshToken: 'refresh-1', userId: 'u1', email: 'a@klob.id' });
  const refresher = createSessionRefresher({ authStorage, identityRefreshUrl: `${baseUrl}${IDENTITY_PATHS.refreshToken}` });
  const onRefreshFailed = jest.fn();
  const clients = createHttpClients({
    apiBaseUrl: baseUrl,
    authStorage,
    refreshSession: () => refresher.refresh(),
    onRefreshFailed,
    showAlert: jest.fn(),
    timeZone: () => 'Asia/Jakarta',
  });
  return { clients, onRefreshFailed, authStorage };
}

const twentyRequests = (clients: ReturnType<typeof shellClientsFor>['clients']) =>
  Array.from({ length: PARALLEL_REQUESTS }, (_, n) => clients.service.get<{ result: string }>(`/rest/page/${n}`));

describe('the 403 refresh queue against a real HTTP server (spec 1 §8.1)', () => {
  test('S1-4.1-24 S1-4.1-25 20 parallel requests that all get 403 cause exactly one refresh, and all 20 succeed with the new token', async () => {
    const server = await startTestServer({});
    try {
      const { clients, authStorage } = shellClientsFor(server.baseUrl);
      const answers = await Promise.all(twentyRequests(clients));
      expect(answers.map((answer) => answer.result)).toEqual(Array.from({ length: PARALLEL_REQUESTS }, (_, n) => `/rest/page/${n}`));
      expect(server.counts.refreshes).toBe(1);
      expect(server.counts.pageRequests).toBe(2 * PARALLEL_REQUESTS);
      expect(authStorage.read()).toMatchObject({ idToken: 'id-3', refreshToken: 'refresh-3' });
    } finally {
      await server.close();
    }
  });

  test('S1-8.1-04 a refused refresh rejects all 20 requests and ends the session once', async () => {
    const server = await startTestServer({ refreshRefused: true });
    try {
      const { clients, onRefreshFailed } = shellClientsFor(server.baseUrl);
      const settled = await Promise.allSettled(twentyRequests(clients));
      expect(settled.filter((outcome) => outcome.status === 'rejected')).toHaveLength(PARALLEL_REQUESTS);
      expect(server.counts.refreshes).toBe(1);
      expect(server.counts.pageRequests).toBe(PARALLEL_REQUESTS);
      expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    } finally {
      await server.close();
    }
  });

  test('S1-8.1-03 a request that gets 403 again after the refresh is rejected, not retried a second time', async () => {
    const server = await startTestServer({ pagesRefuseEveryToken: true });
    try {
      const { clients } = shellClientsFor(server.baseUrl);
      await expect(clients.service.get('/rest/page/once')).rejects.toMatchObject({ status: 403 });
      expect(server.counts.refreshes).toBe(1);
      expect(server.counts.pageRequests).toBe(2);
    } finally {
      await server.close();
    }
  });

  test('S1-8.1-03 S1-4.1-24 a backend that answers a plain 403 (no code): 20 parallel requests, one refresh, all 20 replayed and answered', async () => {
    const server = await startTestServer({ refusalBody: { status: 403, message: 'Forbidden' } });
    try {
      const { clients, authStorage } = shellClientsFor(server.baseUrl);
      const answers = await Promise.all(twentyRequests(clients));
      expect(answers).toHaveLength(PARALLEL_REQUESTS);
      expect(server.counts.refreshes).toBe(1);
      expect(server.counts.pageRequests).toBe(2 * PARALLEL_REQUESTS);
      expect(authStorage.read()).toMatchObject({ idToken: 'id-3' });
    } finally {
      await server.close();
    }
  });

  test('DECISIONS #11 a 403 AccessDenied rejects at once: no refresh, no replay, the session stays', async () => {
    const server = await startTestServer({
      refusalBody: { status: 403, message: 'Not yours', code: ACCESS_ERROR_CODES.accessDenied, result: null },
    });
    try {
      const { clients, onRefreshFailed, authStorage } = shellClientsFor(server.baseUrl);
      await expect(clients.service.get('/rest/page/theirs')).rejects.toMatchObject({ status: 403, code: ACCESS_ERROR_CODES.accessDenied });
      expect(server.counts.refreshes).toBe(0);
      expect(server.counts.pageRequests).toBe(1);
      expect(onRefreshFailed).not.toHaveBeenCalled();
      expect(authStorage.read()).toMatchObject({ idToken: 'id-1' });
    } finally {
      await server.close();
    }
  });
});
