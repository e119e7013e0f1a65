import type { HttpClient, QueryParams } from '@klob/shared';
import type { Envelope } from '@klob/shared/api-contract/envelope';

/** What every call of the feature api modules takes: a signal that cancels it. */
export type CallOptions = { signal?: AbortSignal };

/** The `result` of an envelope; an answer without one is a failure (the body crosses a process boundary). */
export function resultOf<T>(body: Envelope<T> | undefined): T {
  if (!body || body.result === undefined || body.result === null) throw new Error('the api answered no result');
  return body.result;
}

/** GET `url` with `params` and the `result` of its envelope. */
export const getResult = async <T>(client: HttpClient, url: string, params?: object, { signal }: CallOptions = {}) =>
  resultOf(await client.get<Envelope<T>>(url, { params: params as QueryParams, signal }));
