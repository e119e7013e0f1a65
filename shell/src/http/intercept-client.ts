import type { HttpClient } from '@klob/shared';

/**
 * Runs around every call of a client. `send` performs the call; it can be
 * invoked again to replay it (the headers are read anew each time).
 */
export type Interceptor = <T>(send: () => Promise<T>) => Promise<T>;

/** `client` with `interceptor` around each of its four methods. */
export function interceptClient(client: HttpClient, interceptor: Interceptor): HttpClient {
  return {
    get: (url, options) => interceptor(() => client.get(url, options)),
    post: (url, data, options) => interceptor(() => client.post(url, data, options)),
    put: (url, data, options) => interceptor(() => client.put(url, data, options)),
    delete: (url, options) => interceptor(() => client.delete(url, options)),
  };
}
