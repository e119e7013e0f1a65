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

/** The `result` of an answer's envelope; a body without one is a failure (it crossed a process boundary). */
export function resultOf<T>(body: Envelope<T> | undefined): T {
  if (!body || body.result === undefined) throw new Error('the api answered no result');
  return body.result;
}

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
