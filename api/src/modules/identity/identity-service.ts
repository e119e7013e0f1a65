import bcrypt from 'bcryptjs';
import type { FastifyBaseLogger } from 'fastify';
import type {
  AuthTokens,
  CodeDeliveryDetails,
  CodeSentResult,
  ConfirmForgotPasswordRequest,
  ConfirmForgotPasswordResult,
  ConfirmSignUpRequest,
  ConfirmSignUpResult,
  EmailPasswordRequest,
  NewUserRequest,
  NewUserResult,
  RefreshTokenResult,
  SignOutRequest,
  SignOutResult,
} from '@klob/shared/api-contract/identity';
import { PASSWORD_HASH_ROUNDS } from '../core/index.js';
import type { ApiContext } from '../module.js';
import { createCodeStore, type CodeCheck, type CodePurpose } from './code-store.js';
import {
  CODE_REQUEST_WINDOW_MS,
  IDENTITY_MESSAGES,
  MAIL_TEMPLATES,
  MAX_CODE_REQUESTS_PER_WINDOW,
  MAX_FAILED_CODE_ATTEMPTS,
} from './constants.js';
import { createDevMailbox } from './dev-mailbox.js';
import { identityError } from './identity-error.js';
import type { IdentityOptions } from './identity-options.js';
import { maskEmail } from './mask-email.js';
import { passwordPolicyViolation } from './password-policy.js';
import { createRefreshTokenStore } from './refresh-token-store.js';
import { createUserStore, type IdentityUser } from './user-store.js';

const SECOND_MS = 1000;

/** Why a submitted code was refused, as Cognito names it. */
const codeFailures: Record<Exclude<CodeCheck, 'valid'>, () => Error> = {
  none: () => identityError('CodeMismatchException', IDENTITY_MESSAGES.codeMismatch),
  mismatch: () => identityError('CodeMismatchException', IDENTITY_MESSAGES.codeMismatch),
  expired: () => identityError('ExpiredCodeException', IDENTITY_MESSAGES.codeExpired),
  used: () => identityError('ExpiredCodeException', IDENTITY_MESSAGES.codeExpired),
  'attempts-exhausted': () => identityError('LimitExceededException', IDENTITY_MESSAGES.attemptLimit),
};

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * The identity-provider steps (spec 1 §4.1, §7): sign-in, sign-up, confirmation,
 * codes, password reset, token refresh and sign-out. Failures are IdentityErrors.
 */
export function createIdentityService(ctx: ApiContext, options: IdentityOptions) {
  const { db, config, tokens } = ctx;
  const users = createUserStore(db);
  const codes = createCodeStore(db, { ttlMs: options.codeTtlSeconds * SECOND_MS, maxFailedAttempts: MAX_FAILED_CODE_ATTEMPTS });
  const refreshTokens = createRefreshTokenStore(db, { ttlMs: config.refreshTtlSeconds * SECOND_MS });
  const mailbox = createDevMailbox(db, { enabled: options.devMailboxEnabled });

  function existingUser(email: string): IdentityUser {
    const user = users.findByEmail(email);
    if (!user) throw identityError('UserNotFoundException', IDENTITY_MESSAGES.userNotFound);
    return user;
  }

  function assertConformingPassword(password: string): void {
    const violation = passwordPolicyViolation(password);
    if (violation) throw identityError('InvalidPasswordException', violation);
  }

  function consumeCode(userId: string, purpose: CodePurpose, code: string): void {
    const check = codes.check(userId, purpose, code);
    if (check !== 'valid') throw codeFailures[check]();
  }

  function sendCode(user: IdentityUser, purpose: CodePurpose, log: FastifyBaseLogger): CodeDeliveryDetails {
    if (codes.countIssuedSince(user.userId, purpose, Date.now() - CODE_REQUEST_WINDOW_MS) >= MAX_CODE_REQUESTS_PER_WINDOW) {
      throw identityError('LimitExceededException', IDENTITY_MESSAGES.attemptLimit);
    }
    const code = codes.issue(user.userId, purpose);
    const template = MAIL_TEMPLATES[purpose];
    const minutes = Math.ceil(options.codeTtlSeconds / 60);
    mailbox.deliver({ to: user.email, subject: template.subject, body: template.body(code, minutes), code }, log);
    return { destination: maskEmail(user.email), deliveryMedium: 'EMAIL', attributeName: 'email' };
  }

  async function sessionTokens(user: Pick<IdentityUser, 'userId' | 'email'>): Promise<RefreshTokenResult> {
    const [idToken, accessToken] = await Promise.all([
      tokens.sign({ userId: user.userId, email: user.email, use: 'id' }),
      tokens.sign({ userId: user.userId, email: user.email, use: 'access' }),
    ]);
    return { idToken, accessToken, expiresIn: config.tokenTtlSeconds, tokenType: 'Bearer', userId: user.userId, email: user.email };
  }

  return {
    users,
    mailbox,

    async signIn({ email, password }: EmailPasswordRequest): Promise<AuthTokens> {
      const user = existingUser(email);
      if (!(await bcrypt.compare(password, user.passwordHash))) {
        throw identityError('NotAuthorizedException', IDENTITY_MESSAGES.wrongCredentials);
      }
      // Cognito tells an unconfirmed account apart only once the password is right.
      if (!user.confirmed) throw identityError('UserNotConfirmedException', IDENTITY_MESSAGES.userNotConfirmed);
      return { ...(await sessionTokens(user)), refreshToken: refreshTokens.create(user.userId) };
    },

    async signUp(input: NewUserRequest, log: FastifyBaseLogger): Promise<NewUserResult> {
      assertConformingPassword(input.password);
      if (users.findByEmail(input.email)) throw identityError('UsernameExistsException', IDENTITY_MESSAGES.usernameExists);
      const passwordHash = await bcrypt.hash(input.password, PASSWORD_HASH_ROUNDS);
      let userId: string;
      try {
        userId = users.insertUnconfirmed({
          email: input.email,
          passwordHash,
          firstName: input.firstName.trim(),
          lastName: input.lastName?.trim() ?? '',
          phone: input.phone || null,
        });
      } catch (error) {
        // Two sign-ups for the same address raced past the check above.
        if (isUniqueViolation(error)) throw identityError('UsernameExistsException', IDENTITY_MESSAGES.usernameExists);
        throw error;
      }
      const user = users.findById(userId);
      if (!user) throw new Error(`user ${userId} vanished right after its insert`);
      return { userId, userConfirmed: false, codeDeliveryDetails: sendCode(user, 'sign-up', log) };
    },

    confirmSignUp({ email, code }: ConfirmSignUpRequest): ConfirmSignUpResult {
      const user = existingUser(email);
      if (user.confirmed) throw identityError('NotAuthorizedException', IDENTITY_MESSAGES.alreadyConfirmed);
      consumeCode(user.userId, 'sign-up', code);
      users.markConfirmed(user.userId);
      return { userId: user.userId, confirmed: true };
    },

    resendConfirmationCode(email: string, log: FastifyBaseLogger): CodeSentResult {
      const user = existingUser(email);
      if (user.confirmed) throw identityError('InvalidParameterException', IDENTITY_MESSAGES.alreadyConfirmedResend);
      return { codeDeliveryDetails: sendCode(user, 'sign-up', log) };
    },

    forgotPassword(email: string, log: FastifyBaseLogger): CodeSentResult {
      return { codeDeliveryDetails: sendCode(existingUser(email), 'forgot-password', log) };
    },

    async confirmForgotPassword({ email, code, newPassword }: ConfirmForgotPasswordRequest): Promise<ConfirmForgotPasswordResult> {
      const user = existingUser(email);
      assertConformingPassword(newPassword);
      consumeCode(user.userId, 'forgot-password', code);
      users.setPasswordHash(user.userId, await bcrypt.hash(newPassword, PASSWORD_HASH_ROUNDS));
      // The code proves the mailbox is the user's, which is what confirmation proves too.
      users.markConfirmed(user.userId);
      // A new password ends every session opened with the old one.
      refreshTokens.revokeAllOf(user.userId);
      return { userId: user.userId, passwordChanged: true };
    },

    async refresh(refreshToken: string): Promise<RefreshTokenResult> {
      const found = refreshTokens.lookup(refreshToken);
      if (found.state === 'revoked') throw identityError('NotAuthorizedException', IDENTITY_MESSAGES.refreshTokenRevoked);
      if (found.state === 'expired') throw identityError('NotAuthorizedException', IDENTITY_MESSAGES.refreshTokenExpired);
      const user = found.state === 'valid' ? users.findById(found.userId) : undefined;
      if (!user) throw identityError('NotAuthorizedException', IDENTITY_MESSAGES.invalidRefreshToken);
      return sessionTokens(user);
    },

    signOut({ refreshToken, global }: SignOutRequest): SignOutResult {
      const found = refreshTokens.lookup(refreshToken);
      if (found.state === 'unknown') throw identityError('NotAuthorizedException', IDENTITY_MESSAGES.invalidRefreshToken);
      if (!global) return { revoked: refreshTokens.revoke(refreshToken) };
      if (found.state !== 'valid') {
        throw identityError(
          'NotAuthorizedException',
          found.state === 'expired' ? IDENTITY_MESSAGES.refreshTokenExpired : IDENTITY_MESSAGES.refreshTokenRevoked,
        );
      }
      return { revoked: refreshTokens.revokeAllOf(found.userId) };
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
