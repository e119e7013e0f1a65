import type { HttpClient, RequestOptions } from '../services/http-client';
import { HttpError } from '../services/http-client';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RecordedRequest {
  method: HttpMethod;
  url: string;
  data?: unknown;
  options?: RequestOptions;
}

/** A body to answer with; an Error (or a promise of one) rejects the call instead. */
export type FakeBody = object | string | number | boolean | null;

/** What a route answers: a body, or a function of the request giving one. */
export type FakeRoute = FakeBody | ((request: RecordedRequest) => unknown);

export interface FakeHttpClient extends HttpClient {
  /** Every call made, oldest first. */
  readonly requests: RecordedRequest[];
  /** Answers `METHOD url` (e.g. 'GET /rest/x'); a later call for the same key replaces it. */
  on(method: HttpMethod, url: string, route: FakeRoute): FakeHttpClient;
}

/**
 * An in-memory HttpClient for tests and harnesses. Unknown routes reject with a 404 HttpError;
 * a route answering an HttpError (or any Error) rejects with it.
 */
export function createFakeHttpClient(routes: Record<string, FakeRoute> = {}): FakeHttpClient {
  const table = new Map<string, FakeRoute>(Object.entries(routes));
  const requests: RecordedRequest[] = [];

  const call = async <T>(request: RecordedRequest): Promise<T> => {
    requests.push(request);
    const path = request.url.split('?', 1)[0] ?? request.url;
    const key = table.has(`${request.method} ${request.url}`) ? `${request.method} ${request.url}` : `${request.method} ${path}`;
    if (!table.has(key)) throw new HttpError(404, 'Not Found', { message: `No fake route for ${request.method} ${request.url}` });
    const route = table.get(key);
    const answer = typeof route === 'function' ? (route as (request: RecordedRequest) => unknown)(request) : route;
    const body = await answer;
    if (body instanceof Error) throw body;
    return body as T;
  };

  const client: FakeHttpClient = {
    requests,
    on(method, url, route) {
      table.set(`${method} ${url}`, route);
      return client;
    },
    get: (url, options) => call({ method: 'GET', url, options }),
    post: (url, data, options) => call({ method: 'POST', url, data, options }),
    put: (url, data, options) => call({ method: 'PUT', url, data, options }),
    delete: (url, options) => call({ method: 'DELETE', url, data: options?.data, options }),
  };
  return client;
}
