import type { Envelope } from '@klob/shared/api-contract/envelope';

/** The response shape of the /rest calls, one type for the api and its clients. */
export type { Envelope };

export function ok<T>(result: T, message = 'success'): Envelope<T> {
  return { status: 200, message, result };
}
