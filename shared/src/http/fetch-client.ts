import { buildRequestUrl, isOnOriginOf } from '../services/request-url';
import { AUTHORIZATION_HEADER } from '../services/request-headers';
import type { HttpClient, RequestOptions } from '../services/http-client';
import { encodeBody } from './request-body';
import { settleResponse } from './raw-response';
import { sendWithFetch, sendWithXhr, type FetchFunction } from './transport';
import { DEFAULT_FETCH_TIMEOUT_MS, requestDeadline } from './request-deadline';

export interface FetchClientOptions {
  /** Prefix of every relative path ('' for the page's own origin). */
  baseUrl: string;
  /**
   * Read on every send, so a replayed request carries the headers of that moment (new token).
   * Their Authorization goes only to `baseUrl`'s origin (see `withoutForeignCredentials`).
   */
  getHeaders?: () => Record<string, string>;
  /** Defaults to the global `fetch`, looked up per request. */
  fetch?: FetchFunction;
  /** Used only for requests with `onUploadProgress`. */
  createXhr?: () => XMLHttpRequest;
  /**
   * Every call is given up after this (DEFAULT_FETCH_TIMEOUT_MS unless given; 0 = never), except
   * uploads with `onUploadProgress`, whose time depends on the file. `options.timeoutMs` overrides it per call.
   */
  timeoutMs?: number;
}

const ACCEPT_HEADER = { Accept: 'application/json, text/plain, */*' };

const isAuthorizationHeader = (name: string): boolean => name.toLowerCase() === AUTHORIZATION_HEADER.toLowerCase();

/**
 * Issue 6 (hole 8): the user's token goes only to the client's own origin, the
 * platform's api (proxied on the page's origin). A call to an absolute url on
 * another origin is sent without it, whoever put it in the headers.
 */
function withoutForeignCredentials(url: string, baseUrl: string, headers: Record<string, string>): Record<string, string> {
  if (isOnOriginOf(url, baseUrl)) return headers;
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !isAuthorizationHeader(name)));
}

const globalFetch: FetchFunction = (input, init) => globalThis.fetch(input, init);
const browserXhr = (): XMLHttpRequest => new XMLHttpRequest();

/** The generic helpers of spec 1 §7 over `fetch`: non-2xx rejects with HttpError, a network failure as is. */
export function createFetchClient({
  baseUrl,
  getHeaders = () => ({}),
  fetch = globalFetch,
  createXhr = browserXhr,
  timeoutMs = DEFAULT_FETCH_TIMEOUT_MS,
}: FetchClientOptions): HttpClient {
  async function send<T>(method: string, url: string, data: unknown, options: RequestOptions = {}): Promise<T> {
    const { body, contentType } = encodeBody(data);
    const requestUrl = buildRequestUrl(baseUrl, url, options.params);
    const deadline = requestDeadline(options.timeoutMs ?? (options.onUploadProgress ? 0 : timeoutMs), options.signal);
    const request = {
      method,
      url: requestUrl,
      headers: withoutForeignCredentials(requestUrl, baseUrl, {
        ...ACCEPT_HEADER,
        ...(contentType ? { 'Content-Type': contentType } : {}),
        ...getHeaders(),
        ...options.headers,
      }),
      body,
      signal: deadline.signal,
    };
    try {
      const response = options.onUploadProgress
        ? await sendWithXhr(createXhr, request, options.onUploadProgress)
        : await sendWithFetch(fetch, request);
      return settleResponse<T>(response);
    } finally {
      deadline.release();
    }
  }

  return {
    get: (url, options) => send('GET', url, undefined, options),
    post: (url, data, options) => send('POST', url, data, options),
    put: (url, data, options) => send('PUT', url, data, options),
    delete: (url, options) => send('DELETE', url, options?.data, options),
  };
}
