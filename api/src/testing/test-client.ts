import type { Envelope } from '@klob/shared/api-contract/envelope';
import { idTokenOf, type DemoAccount } from './demo-accounts.js';
import type { RunningTestApi } from './test-api.js';

/** What a call needs of a running api: its address, and its server for the sign-in cache. */
export type ApiTarget = Pick<RunningTestApi, 'api' | 'baseUrl'>;

// A body without a declared result type is typed loosely; each test asserts its shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBody = any;

/** The body of a /rest answer (spec 1 §7), with the `code` a failure may carry. */
export type ResponseEnvelope<Result> = Envelope<Result>;

type IsAny<T> = 0 extends 1 & T ? true : false;

/** With a declared result the body is its envelope; without one it stays loose (locale and chat service bodies are no envelopes). */
export type AnswerBody<Result> = IsAny<Result> extends true ? AnyBody : ResponseEnvelope<Result>;

export interface ApiAnswer<Result = AnyBody> {
  httpStatus: number;
  headers: Headers;
  body: AnswerBody<Result>;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A demo account, signed in through the real login call, or a token sent as `Bearer <token>`. */
export type Caller = DemoAccount | string;

export type QueryParams = Record<string, string | number>;

export interface CallOptions {
  /** Sent as JSON. */
  body?: unknown;
  query?: QueryParams;
  as?: Caller;
  /** Extra request headers, sent as given (undefined ones are left out): an `authorization` here wins over `as`. */
  headers?: Record<string, string | undefined>;
}

/** `?key=value&...` with every value encoded; empty for no parameters. */
export function query(params: QueryParams): string {
  const search = new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)])).toString();
  return search ? `?${search}` : '';
}

async function authorizationOf(running: ApiTarget, caller: Caller | undefined): Promise<Record<string, string>> {
  if (caller === undefined) return {};
  const token = typeof caller === 'string' ? caller : await idTokenOf(running, caller);
  return { authorization: `Bearer ${token}` };
}

const definedOnly = (headers: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined));

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
}

/** One JSON call over real HTTP to a running test api. */
export async function callApi<Result = AnyBody>(
  running: ApiTarget,
  method: HttpMethod,
  path: string,
  { body, query: params = {}, as, headers = {} }: CallOptions = {},
): Promise<ApiAnswer<Result>> {
  const search = query(params);
  const url = `${running.baseUrl}${path}${search && path.includes('?') ? `&${search.slice(1)}` : search}`;
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(await authorizationOf(running, as)),
      ...definedOnly(headers),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { httpStatus: response.status, headers: response.headers, body: (await readBody(response)) as AnswerBody<Result> };
}
