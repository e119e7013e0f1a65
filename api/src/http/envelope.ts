import type { Envelope } from '@klob/shared/api-contract/envelope';

/** The response shape of the /rest calls, one type for the api and its clients. */
export type { Envelope };

/** A result still to come (a store call not awaited) is refused by the compiler: it would be sent as `{}`. */
export type Settled<T> = T extends PromiseLike<unknown> ? never : T;

export function ok<T>(result: Settled<T>, message = 'success'): Envelope<T> {
  return { status: 200, message, result };
}
