import { HttpError } from '@klob/shared';

const NOT_FOUND = 404;
const BAD_REQUEST = 400;

/** A detail the api does not know (404) or cannot name (400: a malformed id in the URL). */
export const isNotFound = (error: unknown) => error instanceof HttpError && (error.status === NOT_FOUND || error.status === BAD_REQUEST);
