import { Type, type StringOptions } from '@sinclair/typebox';

/**
 * The JSON-schema format of every stored URL a browser may later open or show as a link
 * (activity logs, referers): an absolute http(s) URL or a relative reference on the
 * platform's own origin (issue 6, hole 5). A 400 names it: `body.preLogin1Url must match
 * format "http-url-or-relative-path"`.
 */
export const SAFE_URL_FORMAT = 'http-url-or-relative-path';

const HTTP_SCHEMES = new Set(['http:', 'https:']);
/** Browsers drop or ignore these inside a URL, so `java\tscript:` would still be a scheme. */
const WHITESPACE_OR_CONTROL = /[\s\p{Cc}]/u;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * True for `https://host/path`, `http://host`, `/path?q`, `?q`, `#hash`, `jobs/1`;
 * false for `javascript:`, `data:`, any other scheme, `//other-host` and `/\other-host`
 * (both leave the origin), and anything holding whitespace or control characters.
 */
export function isSafeUrl(value: string): boolean {
  if (WHITESPACE_OR_CONTROL.test(value) || value.includes('\\')) return false;
  if (SCHEME.test(value)) {
    try {
      const url = new URL(value);
      return HTTP_SCHEMES.has(url.protocol) && url.hostname !== '';
    } catch {
      return false;
    }
  }
  return !value.startsWith('//');
}

/** A string schema holding a URL of the format above. */
export const safeUrlField = (options: StringOptions = {}) => Type.String({ ...options, format: SAFE_URL_FORMAT });
