import { HttpError } from '@klob/shared';
import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';

/** The `code` and `message` of a failed identity or login call (the api's `IdentityErrorBody`). */
export function identityFailure(error: unknown): { code: string | null; message: string | null } {
  if (!(error instanceof HttpError)) return { code: null, message: null };
  const body = typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : {};
  return {
    code: typeof body.code === 'string' ? body.code : null,
    message: typeof body.message === 'string' ? body.message : null,
  };
}

export const isRateLimited = (error: unknown): boolean =>
  identityFailure(error).code === ACCESS_ERROR_CODES.rateLimited || (error instanceof HttpError && error.status === 429);
