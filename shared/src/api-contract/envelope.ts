import type { HttpClient, QueryParams } from '../services/http-client';

/**
 * The body of every /rest answer (spec 1 §7): `status`, `message`, `result`; a failure
 * may name a `code` (an access or identity error code). The api answers with it and
 * every client reads it with this one type.
 */
export interface Envelope<T> {
  status: number;
  message: string;
  code?: string;
  result: T;
}

/**
 * The `result` of an answer's envelope. A null result is a failure like a missing one: the api
 * answers `result: null` only in a failure's envelope and to a delete, whose body no client
 * reads, so a call read for its result that answers null answered nothing (the body crossed a
 * process boundary). `call` names the call in the error.
 */
export function resultOf<T>(body: Partial<Envelope<T>> | undefined, call = 'the api'): NonNullable<T> {
  if (body?.result === undefined || body.result === null) throw new Error(`${call} answered no result`);
  return body.result;
}

/** What a read of a client's api module takes: a signal that cancels it. */
export type CallOptions = { signal?: AbortSignal };

/** GET `path` with `params` and the `result` of its envelope (see `resultOf`). */
export const getResult = async <T>(client: Pick<HttpClient, 'get'>, path: string, params?: object, { signal }: CallOptions = {}) =>
  resultOf(await client.get<Envelope<T>>(path, { params: params as QueryParams | undefined, signal }), path);

/** GET `path` with `params` and the `result` of its envelope, or `fallback` for a read whose "none" is an answer (no result). */
export const getResultOr = async <T>(
  client: Pick<HttpClient, 'get'>,
  path: string,
  fallback: T,
  params?: object,
  { signal }: CallOptions = {},
): Promise<T> =>
  (await client.get<Partial<Envelope<T | null>>>(path, { params: params as QueryParams | undefined, signal })).result ?? fallback;

/** The body of a failed call: the envelope with no result. */
export type ErrorEnvelope = Envelope<null>;

export const errorEnvelope = (status: number, message: string, code?: string): ErrorEnvelope => ({
  status,
  message,
  ...(code === undefined ? {} : { code }),
  result: null,
});

const messageIn = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : undefined;

/**
 * An HTTP failure, the same on both sides of the wire: a client's call rejects with it
 * (`status` 0 when there was no response; `body` the parsed answer), and the api throws
 * it to answer with `status` and `body` (its error handler sends exactly these).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
  ) {
    super(messageIn(body) ?? `${status} ${statusText}`.trim());
    this.name = 'HttpError';
  }

  /** The error code the body names, if any. */
  get code(): string | undefined {
    const { body } = this;
    return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string' ? body.code : undefined;
  }
}
