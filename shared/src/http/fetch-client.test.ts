import { HttpError } from '../services/http-client';
import { createFetchClient } from './fetch-client';
import { createFakeApi } from './testing/fake-api';
import { DEFAULT_FETCH_TIMEOUT_MS } from './request-deadline';

const BASE = 'http://api.test';

describe('createFetchClient', () => {
  test('S1-7-26 GET takes url and params; the params are encoded into the query string', async () => {
    const api = createFakeApi(() => ({ status: 200, body: { status: 200, result: ['a'] } }));
    const client = createFetchClient({ baseUrl: BASE, fetch: api.fetch });

    await expect(
      client.get('/rest/open/index/search/suggestion', { params: { keyword: 'kerja', ids: [1, 2], skip: null } }),
    ).resolves.toEqual({
      status: 200,
      result: ['a'],
    });
    expect(api.requests[0]).toMatchObject({
      method: 'GET',
      url: `${BASE}/rest/open/index/search/suggestion?keyword=kerja&ids=1&ids=2`,
      body: undefined,
    });
  });

  test('S1-7-26 params: array items that are null or undefined are left out, an empty query adds no question mark', async () => {
    const api = createFakeApi(() => ({ status: 200, body: {} }));
    const client = createFetchClient({ baseUrl: BASE, fetch: api.fetch });

    await client.get('/x', { params: { id: ['1', null, undefined, 3], flag: false } });
    await client.get('/x', { params: { gone: null } });
    expect(api.requests.map((request) => request.url)).toEqual([`${BASE}/x?id=1&id=3&flag=false`, `${BASE}/x`]);
  });

  test('paths with or without a leading slash land under the base; an absolute path is kept', async () => {
    const api = createFakeApi(() => ({ status: 200, body: {} }));
    const client = createFetchClient({ baseUrl: `${BASE}/`, fetch: api.fetch });

    await client.get('rest/open/page/survey/masterdata');
    await client.get('/rest/open/interruption/list');
    await client.get('https://other.test/x?a=1', { params: { b: 2 } });
    expect(api.requests.map((request) => request.url)).toEqual([
      `${BASE}/rest/open/page/survey/masterdata`,
      `${BASE}/rest/open/interruption/list`,
      'https://other.test/x?a=1&b=2',
    ]);
  });

  test('S1-7-26 POST takes url, data and params; data is sent as JSON', async () => {
    const api = createFakeApi(() => ({ status: 200, body: { result: 'ok' } }));
    const client = createFetchClient({ baseUrl: BASE, fetch: api.fetch });

    await client.post('/rest/post/activity/action', { campaignId: 'c1' }, { params: { entity: 'landing' } });
    const [request] = api.requests;
    expect(request?.url).toBe(`${BASE}/rest/post/activity/action?entity=landing`);
    expect(request?.body).toEqual({ campaignId: 'c1' });
    expect(request?.headers['Content-Type']).toBe('application/json');
  });

  test('PUT and DELETE send their method; DELETE may carry data', async () => {
    const api = createFakeApi(() => ({ status: 204 }));
    const client = createFetchClient({ baseUrl: BASE, fetch: api.fetch });

    await expect(client.put('/x', { a: 1 })).resolves.toBeUndefined();
    await client.delete('/rest/open/index/search/history/delete', { params: { keyword: 'k' }, data: { all: false } });
    expect(api.requests.map((request) => request.method)).toEqual(['PUT', 'DELETE']);
    expect(api.requests[1]).toMatchObject({ url: `${BASE}/rest/open/index/search/history/delete?keyword=k`, body: { all: false } });
  });

  test('FormData is passed through untouched and without a JSON content type', async () => {
    const api = createFakeApi(() => ({ status: 200, body: {} }));
    const client = createFetchClient({ baseUrl: BASE, fetch: api.fetch });
    const form = new FormData();
    form.append('file', 'content');

    await client.post('/upload', form);
    expect(api.requests[0]?.body).toBe(form);
    expect(api.requests[0]?.headers['Content-Type']).toBeUndefined();
  });

  test('headers from getHeaders are read on every send and request headers override them', async () => {
    const api = createFakeApi(() => ({ status: 200, body: {} }));
    let token = 'first';
    const client = createFetchClient({ baseUrl: BASE, fetch: api.fetch, getHeaders: () => ({ Authorization: token, 'x-a': '1' }) });

    await client.get('/x');
    token = 'second';
    await client.get('/x', { headers: { 'x-a': '2' } });
    expect(api.requests.map((request) => [request.headers.Authorization, request.headers['x-a']])).toEqual([
      ['first', '1'],
      ['second', '2'],
    ]);
  });

  test('issue 6 (hole 8): the Authorization header goes only to the origin of the base, never to another origin', async () => {
    const api = createFakeApi(() => ({ status: 200, body: {} }));
    const client = createFetchClient({
      baseUrl: '',
      fetch: api.fetch,
      getHeaders: () => ({ Authorization: 'id-token', 'x-user-timezone': 'Asia/Jakarta' }),
    });

    await client.get('/v1/chat/history/klobers', { params: { userId: 'U1' } });
    await client.get(`${window.location.origin}/rest/page/profile`);
    await client.get('https://chat.klob.id/v1/chat/history/klobers', { params: { userId: 'U1' } });
    await client.post('http://localhost:4000/rest/x', {}, { headers: { authorization: 'explicit' } });
    await client.get('//evil.test/rest/x');
    expect(api.requests.map((request) => [request.url, request.headers.Authorization ?? request.headers.authorization ?? null])).toEqual([
      ['/v1/chat/history/klobers?userId=U1', 'id-token'],
      [`${window.location.origin}/rest/page/profile`, 'id-token'],
      ['https://chat.klob.id/v1/chat/history/klobers?userId=U1', null],
      ['http://localhost:4000/rest/x', null],
      ['/evil.test/rest/x', 'id-token'],
    ]);
    expect(api.requests[2]?.headers['x-user-timezone']).toBe('Asia/Jakarta');
  });

  test('a non-JSON answer resolves as text', async () => {
    const api = createFakeApi(() => ({ status: 200, body: 'plain words', contentType: 'text/plain' }));
    const client = createFetchClient({ baseUrl: BASE, fetch: api.fetch });
    await expect(client.get('/x')).resolves.toBe('plain words');
  });

  test('S1-8.1-08 a non-2xx answer rejects with an HttpError carrying status, status text and parsed body', async () => {
    const api = createFakeApi(() => ({ status: 404, statusText: 'Not Found', body: { status: 404, message: 'No such page' } }));
    const client = createFetchClient({ baseUrl: BASE, fetch: api.fetch });

    const error = await client.get('/missing').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, statusText: 'Not Found', body: { status: 404, message: 'No such page' } });
    expect((error as HttpError).message).toBe('No such page');
    expect((error as HttpError).code).toBeUndefined();
  });

  test("issue 6: a refusal carries the body's code beside its status", async () => {
    const api = createFakeApi(() => ({
      status: 403,
      statusText: 'Forbidden',
      body: { status: 403, message: 'Not your file', code: 'AccessDenied', result: null },
    }));
    const client = createFetchClient({ baseUrl: BASE, fetch: api.fetch });

    await expect(client.delete('/rest/upload/file/1')).rejects.toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'Not your file',
    });
  });

  test('S1-8.1-09 a network failure is rejected as is', async () => {
    const failure = new TypeError('Failed to fetch');
    const client = createFetchClient({ baseUrl: BASE, fetch: jest.fn().mockRejectedValue(failure) });
    await expect(client.get('/x')).rejects.toBe(failure);
  });

  describe('time limit', () => {
    /** A server that never answers, but (like the browser's fetch) rejects when the request's signal aborts. */
    const hangingFetch = () =>
      jest.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      );

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    test('a call that does not answer is given up after the default limit with a TimeoutError', async () => {
      const client = createFetchClient({ baseUrl: BASE, fetch: hangingFetch() });
      const call = client.get('/locale/open/fetch/klob-id/id/common');
      const settled = expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
      jest.advanceTimersByTime(DEFAULT_FETCH_TIMEOUT_MS - 1);
      await Promise.resolve();
      jest.advanceTimersByTime(1);
      await settled;
    });

    test('a call may set its own limit, and the caller can still abort it', async () => {
      const client = createFetchClient({ baseUrl: BASE, fetch: hangingFetch() });
      const short = client.get('/x', { timeoutMs: 50 });
      jest.advanceTimersByTime(50);
      await expect(short).rejects.toMatchObject({ name: 'TimeoutError' });

      const controller = new AbortController();
      const aborted = client.get('/x', { signal: controller.signal });
      controller.abort(new DOMException('left the page', 'AbortError'));
      await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    });

    test('the timer is cleared once the call answered', async () => {
      const api = createFakeApi(() => ({ status: 200, body: {} }));
      const client = createFetchClient({ baseUrl: BASE, fetch: api.fetch });
      await client.get('/x');
      expect(jest.getTimerCount()).toBe(0);
    });
  });
});
