import type { QueryParams, QueryValue } from './http-client';

const isPresent = (value: QueryValue): value is string | number | boolean => value !== null && value !== undefined;

/** `a=1&b=x&b=y`: null and undefined values are left out, arrays repeat their key. */
export function toQueryString(params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) if (isPresent(value)) search.append(key, String(value));
  }
  return search.toString();
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * The url of a generic GET/POST helper call (spec 1 §7, spec 3 §7): the client's base, the
 * path (the specs write some without the leading slash) and the params as query string.
 */
export function buildRequestUrl(baseUrl: string, path: string, params?: QueryParams): string {
  const url = ABSOLUTE_URL.test(path) ? path : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const query = toQueryString(params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
