import { HttpError } from '@klob/shared';
import type { TFunction } from 'i18next';
import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import { PASSWORD_POLICY } from '@klob/shared/api-contract/identity';

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

/**
 * A refused registration, code (an account's confirmation, a resend) or new password, as the user should read it. Each
 * code comes only from the call it names, so one reading serves every form of the account steps.
 */
export function identityFailureText(error: unknown, t: TFunction): string {
  if (isRateLimited(error)) return t('alerts.tooManyAttempts');
  switch (identityFailure(error).code) {
    case 'UsernameExistsException':
      return t('alerts.emailAlreadyRegistered');
    case 'CodeMismatchException':
      return t('alerts.codeMismatch');
    case 'ExpiredCodeException':
      return t('alerts.codeExpired');
    case 'InvalidPasswordException':
      return t('validation.passwordPolicy', { min: PASSWORD_POLICY.minLength });
    default:
      return t('alerts.loginException');
  }
}
