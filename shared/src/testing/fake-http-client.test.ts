import { HttpError } from '../services/http-client';
import { createFakeHttpClient } from './fake-http-client';

describe('createFakeHttpClient', () => {
  test('answers routes by method and path, and records every call', async () => {
    const client = createFakeHttpClient({ 'GET /rest/x': { status: 200, result: 1 } });
    client.on('POST', '/rest/y', ({ data }) => ({ echoed: data }));

    await expect(client.get('/rest/x?foo=1')).resolves.toEqual({ status: 200, result: 1 });
    await expect(client.post('/rest/y', { a: 1 })).resolves.toEqual({ echoed: { a: 1 } });
    expect(client.requests.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /rest/x?foo=1', 'POST /rest/y']);
  });

  test('rejects unknown routes with a 404 and routes answering an error with it', async () => {
    const failure = new HttpError(500, 'Server Error', { message: 'down' });
    const client = createFakeHttpClient({ 'DELETE /rest/z': () => failure });
    await expect(client.get('/nowhere')).rejects.toMatchObject({ status: 404 });
    await expect(client.delete('/rest/z')).rejects.toBe(failure);
    expect(failure.message).toBe('down');
  });
});
