/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFetchClient } from '../http/fetch-client';
import { errorEnvelope, getResult, HttpError, resultOf, type Envelope } from './envelope';

const success = <T>(result: T): Envelope<T> => ({ status: 200, message: 'success', result });

/** The envelopes the api answers, one path each, sent over a real socket as JSON. */
const ANSWERS: Record<string, { status: number; body: unknown }> = {
  '/rest/list': { status: 200, body: success([{ id: 'a' }]) },
  '/rest/empty-list': { status: 200, body: success([]) },
  '/rest/flag': { status: 200, body: success(false) },
  '/rest/count': { status: 200, body: success(0) },
  '/rest/deleted': { status: 200, body: success(null) },
  '/rest/no-result': { status: 200, body: { status: 200, message: 'success' } },
  '/rest/missing': { status: 404, body: errorEnvelope(404, 'No vacancy V-1') },
};

let server: http.Server;
let baseUrl: string;
const queries: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    queries.push(url.search);
    const answer = ANSWERS[url.pathname] ?? { status: 404, body: errorEnvelope(404, 'No route') };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () => createFetchClient({ baseUrl });

test('getResult answers the result of the envelope, falsy values included, and sends the params', async () => {
  await expect(getResult<{ id: string }[]>(client(), '/rest/list', { keyword: 'data', page: 2 })).resolves.toEqual([{ id: 'a' }]);
  expect(queries.at(-1)).toBe('?keyword=data&page=2');
  await expect(getResult<unknown[]>(client(), '/rest/empty-list')).resolves.toEqual([]);
  await expect(getResult<boolean>(client(), '/rest/flag')).resolves.toBe(false);
  await expect(getResult<number>(client(), '/rest/count')).resolves.toBe(0);
});

test('a null or missing result is a failure that names the call', async () => {
  await expect(getResult(client(), '/rest/deleted')).rejects.toThrow('/rest/deleted answered no result');
  await expect(getResult(client(), '/rest/no-result')).rejects.toThrow('/rest/no-result answered no result');
});

test("an error envelope rejects with the api's HttpError before any result is read", async () => {
  const failure = await getResult(client(), '/rest/missing').catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(HttpError);
  expect(failure).toMatchObject({ status: 404, message: 'No vacancy V-1' });
});

test('an aborted signal cancels the read', async () => {
  const controller = new AbortController();
  controller.abort();
  await expect(getResult(client(), '/rest/list', undefined, { signal: controller.signal })).rejects.toThrow();
});

test('resultOf reads a body a client fetched itself, and names the api when no call is given', async () => {
  const list = await client().get<Envelope<{ id: string }[]>>('/rest/list');
  expect(resultOf(list, 'the list call')).toEqual([{ id: 'a' }]);
  const deleted = await client().get<Envelope<null>>('/rest/deleted');
  expect(() => resultOf(deleted, 'the delete')).toThrow('the delete answered no result');
  expect(() => resultOf(undefined)).toThrow('the api answered no result');
});
