import type { IdentityErrorCode } from '@klob/shared/api-contract/identity';
import { HttpError } from '../../http/errors.js';
import { IDENTITY_ERROR_STATUS } from './constants.js';

/** A Cognito-style failure: the answer carries `code` and the status that code maps to. */
export class IdentityError extends HttpError {
  constructor(
    readonly identityCode: IdentityErrorCode,
    message: string,
  ) {
    super(IDENTITY_ERROR_STATUS[identityCode], message, identityCode);
  }
}

export const identityError = (code: IdentityErrorCode, message: string) => new IdentityError(code, message);
