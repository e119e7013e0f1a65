import { HttpError } from '@klob/shared';

/** The api's own message of a failed call (envelope `message`), else the error's text. */
export function apiMessageOf(error: unknown): string {
  if (error instanceof HttpError) {
    const body = error.body as { message?: unknown } | undefined;
    if (body && typeof body.message === 'string' && body.message) return body.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** True when the call reached the api and it answered with a status (not a network failure). */
export const isAnsweredByApi = (error: unknown): error is HttpError => error instanceof HttpError && error.status > 0;
