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

/** Stands in for the page outside a browser; `.invalid` never resolves (RFC 2606). */
const NO_PAGE = 'http://no-page.invalid/';

/** The origin `url` resolves to, or null when it has none that can be compared (unparsable, data:, file:). */
const originOf = (url: string, base: string): string | null => {
  try {
    const { origin } = new URL(url, base);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/**
 * Whether `url` goes to the same origin as `baseUrl`, both read as the page reads
 * them: a path always does, an absolute or scheme-relative url only when scheme,
 * host and port match. The shell's clients have the page's own origin as base
 * (the api is proxied there), so this is "the platform's own api" (issue 6, hole 8).
 */
export function isOnOriginOf(url: string, baseUrl: string): boolean {
  const page = typeof window === 'undefined' ? NO_PAGE : window.location.href;
  const baseOrigin = originOf(baseUrl, page);
  if (baseOrigin === null) return false;
  return originOf(url, new URL(baseUrl, page).href) === baseOrigin;
}
