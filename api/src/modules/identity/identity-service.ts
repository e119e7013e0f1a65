import crypto from 'node:crypto';
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
import type { ChangePasswordRequest, ChangePasswordResult } from '@klob/shared/api-contract/content';
import { PASSWORD_HASH_ROUNDS } from '../core/index.js';
import type { SessionEndReason } from '../../auth/session-store.js';
import type { ApiContext } from '../module.js';
import { createCodeStore, type CodeCheck, type CodePurpose } from './code-store.js';
import {
  CODE_REQUEST_WINDOW_MS,
  IDENTITY_MESSAGES,
  MAIL_TEMPLATES,
  MAX_CODE_REQUESTS_PER_WINDOW,
  MAX_FAILED_CODE_ATTEMPTS,
  SIGN_IN_ALERT_MAIL,
} from './constants.js';
import { createMailer } from '../../mail/mailer.js';
import { createDevMailbox } from './dev-mailbox.js';
import { identityError } from './identity-error.js';
import type { IdentityOptions } from './identity-options.js';
import { maskEmail } from './mask-email.js';
import { passwordPolicyViolation } from './password-policy.js';
import { createRefreshTokenStore } from './refresh-token-store.js';
import { createSignInThrottle } from './sign-in-throttle.js';
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
  const { sql, config, tokens, sessions } = ctx;
  const users = createUserStore(sql);
  const codes = createCodeStore(sql, {
    ttlMs: options.codeTtlSeconds * SECOND_MS,
    maxFailedAttempts: MAX_FAILED_CODE_ATTEMPTS,
    secret: config.jwtSecret,
  });
  const refreshTokens = createRefreshTokenStore(sql, ctx.state, {
    ttlMs: config.refreshTtlSeconds * SECOND_MS,
    reuseGraceMs: config.refreshReuseGraceSeconds * SECOND_MS,
  });
  const mailbox = createDevMailbox(sql, { enabled: config.devMailbox });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const signInThrottle = createSignInThrottle(config.signInThrottle, ctx.state);
  // An unknown email is compared against this hash, so it costs the same bcrypt work as a wrong password (issue 6).
  const unknownAccountHash = bcrypt.hash(crypto.randomBytes(16).toString('hex'), PASSWORD_HASH_ROUNDS);

  async function existingUser(email: string): Promise<IdentityUser> {
    const user = await users.findByEmail(email);
    if (!user) throw identityError('UserNotFoundException', IDENTITY_MESSAGES.userNotFound);
    return user;
  }

  function assertConformingPassword(password: string): void {
    const violation = passwordPolicyViolation(password);
    if (violation) throw identityError('InvalidPasswordException', violation);
  }

  async function consumeCode(userId: string, purpose: CodePurpose, code: string): Promise<void> {
    const check = await codes.check(userId, purpose, code);
    if (check !== 'valid') throw codeFailures[check]();
  }

  async function sendCode(user: IdentityUser, purpose: CodePurpose, log: FastifyBaseLogger): Promise<CodeDeliveryDetails> {
    if ((await codes.countIssuedSince(user.userId, purpose, Date.now() - CODE_REQUEST_WINDOW_MS)) >= MAX_CODE_REQUESTS_PER_WINDOW) {
      throw identityError('LimitExceededException', IDENTITY_MESSAGES.attemptLimit);
    }
    const code = await codes.issue(user.userId, purpose);
    const template = MAIL_TEMPLATES[purpose];
    const minutes = Math.ceil(options.codeTtlSeconds / 60);
    const text = template.body(code, minutes);
    mailer.send({ to: user.email, subject: template.subject, text }, log);
    await mailbox.deliver({ to: user.email, subject: template.subject, body: text, code }, log);
    if (!mailer.sends && !mailbox.enabled) log.warn({ to: user.email }, 'a code was issued but no mail can carry it: SMTP_URL is not set');
    return { destination: maskEmail(user.email), deliveryMedium: 'EMAIL', attributeName: 'email' };
  }

  /** A wrong password for an existing account: its streak grows, and the owner hears of it once the delays begin. */
  async function recordFailedSignIn(user: IdentityUser, log: FastifyBaseLogger): Promise<void> {
    const { failures, alertOwner } = await signInThrottle.recordFailure(user.email);
    if (!alertOwner) return;
    log.warn({ userId: user.userId, failures }, 'repeated failed sign-ins: sign-ins to this account are slowed down');
    mailer.send({ to: user.email, subject: SIGN_IN_ALERT_MAIL.subject, text: SIGN_IN_ALERT_MAIL.body(failures) }, log);
  }

  async function sessionTokens(
    user: Pick<IdentityUser, 'userId' | 'email'>,
    sessionId: string,
    refreshToken: string,
  ): Promise<RefreshTokenResult> {
    const claims = { userId: user.userId, email: user.email, sessionId };
    const [idToken, accessToken] = await Promise.all([tokens.sign({ ...claims, use: 'id' }), tokens.sign({ ...claims, use: 'access' })]);
    return {
      idToken,
      accessToken,
      refreshToken,
      expiresIn: config.tokenTtlSeconds,
      tokenType: 'Bearer',
      userId: user.userId,
      email: user.email,
    };
  }

  /** Ends a session: its tokens are refused from now on and its sockets are dropped. */
  async function endSession(sessionId: string | null, reason: SessionEndReason): Promise<number> {
    if (sessionId === null) return 0;
    const revoked = await refreshTokens.revokeSession(sessionId);
    await sessions.end(sessionId, reason);
    return revoked;
  }

  const refreshFailure = (state: 'spent' | 'revoked' | 'expired' | 'unknown') =>
    identityError(
      'NotAuthorizedException',
      state === 'expired'
        ? IDENTITY_MESSAGES.refreshTokenExpired
        : state === 'unknown'
          ? IDENTITY_MESSAGES.invalidRefreshToken
          : IDENTITY_MESSAGES.refreshTokenRevoked,
    );

  return {
    users,
    mailbox,
    mailer,
    signInThrottle,

    async signIn({ email, password }: EmailPasswordRequest, log: FastifyBaseLogger): Promise<AuthTokens> {
      const user = await users.findByEmail(email);
      const passwordMatches = await bcrypt.compare(password, user?.passwordHash ?? (await unknownAccountHash));
      if (!user) throw identityError('UserNotFoundException', IDENTITY_MESSAGES.userNotFound);
      if (!passwordMatches) {
        await recordFailedSignIn(user, log);
        throw identityError('NotAuthorizedException', IDENTITY_MESSAGES.wrongCredentials);
      }
      await signInThrottle.clear(user.email);
      // Cognito tells an unconfirmed account apart only once the password is right.
      if (!user.confirmed) throw identityError('UserNotConfirmedException', IDENTITY_MESSAGES.userNotConfirmed);
      const sessionId = await sessions.start(user.userId);
      return sessionTokens(user, sessionId, await refreshTokens.create(user.userId, sessionId));
    },

    /** A session for an account a sign-in provider vouched for (spec 1 §2 /linkedin, /sso): the same tokens as signIn. */
    async signInVerifiedUser(user: IdentityUser): Promise<AuthTokens> {
      const sessionId = await sessions.start(user.userId);
      return sessionTokens(user, sessionId, await refreshTokens.create(user.userId, sessionId));
    },

    async signUp(input: NewUserRequest, log: FastifyBaseLogger): Promise<NewUserResult> {
      assertConformingPassword(input.password);
      if (await users.findByEmail(input.email)) throw identityError('UsernameExistsException', IDENTITY_MESSAGES.usernameExists);
      const passwordHash = await bcrypt.hash(input.password, PASSWORD_HASH_ROUNDS);
      let userId: string;
      try {
        userId = await users.insertUnconfirmed({
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
      const user = await users.findById(userId);
      if (!user) throw new Error(`user ${userId} vanished right after its insert`);
      return { userId, userConfirmed: false, codeDeliveryDetails: await sendCode(user, 'sign-up', log) };
    },

    async confirmSignUp({ email, code }: ConfirmSignUpRequest): Promise<ConfirmSignUpResult> {
      const user = await existingUser(email);
      if (user.confirmed) throw identityError('NotAuthorizedException', IDENTITY_MESSAGES.alreadyConfirmed);
      await consumeCode(user.userId, 'sign-up', code);
      await users.markConfirmed(user.userId);
      return { userId: user.userId, confirmed: true };
    },

    async resendConfirmationCode(email: string, log: FastifyBaseLogger): Promise<CodeSentResult> {
      const user = await existingUser(email);
      if (user.confirmed) throw identityError('InvalidParameterException', IDENTITY_MESSAGES.alreadyConfirmedResend);
      return { codeDeliveryDetails: await sendCode(user, 'sign-up', log) };
    },

    async forgotPassword(email: string, log: FastifyBaseLogger): Promise<CodeSentResult> {
      return { codeDeliveryDetails: await sendCode(await existingUser(email), 'forgot-password', log) };
    },

    async confirmForgotPassword({ email, code, newPassword }: ConfirmForgotPasswordRequest): Promise<ConfirmForgotPasswordResult> {
      const user = await existingUser(email);
      assertConformingPassword(newPassword);
      await consumeCode(user.userId, 'forgot-password', code);
      await users.setPasswordHash(user.userId, await bcrypt.hash(newPassword, PASSWORD_HASH_ROUNDS));
      // The owner's way out of a slowed-down account: a new password ends the streak of wrong ones.
      await signInThrottle.clear(user.email);
      // The code proves the mailbox is the user's, which is what confirmation proves too.
      await users.markConfirmed(user.userId);
      // A new password ends every session opened with the old one: tokens, refresh tokens and sockets.
      await refreshTokens.revokeAllOf(user.userId);
      await sessions.endAllOf(user.userId, 'password-reset');
      return { userId: user.userId, passwordChanged: true };
    },

    /**
     * The account setting's password change (issue 14): the current password proves the person, the new one must
     * conform. Every session ends, this one too, so the account is signed in again with the new password only.
     */
    async changePassword(userId: string, { currentPassword, newPassword }: ChangePasswordRequest): Promise<ChangePasswordResult> {
      const user = await users.findById(userId);
      if (!user) throw identityError('UserNotFoundException', IDENTITY_MESSAGES.userNotFound);
      if (!(await bcrypt.compare(currentPassword, user.passwordHash))) {
        throw identityError('InvalidParameterException', IDENTITY_MESSAGES.wrongCurrentPassword);
      }
      assertConformingPassword(newPassword);
      await users.setPasswordHash(user.userId, await bcrypt.hash(newPassword, PASSWORD_HASH_ROUNDS));
      await signInThrottle.clear(user.email);
      await refreshTokens.revokeAllOf(user.userId);
      await sessions.endAllOf(user.userId, 'password-reset');
      return { userId: user.userId, passwordChanged: true };
    },

    /** Rotates the refresh token: the one sent is spent, the answer holds its successor (issue 6). */
    async refresh(refreshToken: string): Promise<RefreshTokenResult> {
      const found = await refreshTokens.lookup(refreshToken);
      if (found.state === 'spent') {
        const now = Date.now();
        // Two tabs of one browser refreshing at the same moment send the same token: within the grace the second
        // gets the successor the first got (the same chain, never a second one; issue 22).
        if (found.sessionId !== null && now - found.rotatedAt <= config.refreshReuseGraceSeconds * SECOND_MS) {
          const user = await users.findById(found.userId);
          const successor = await refreshTokens.successorOf(refreshToken, now);
          if (user && successor !== null && (await sessions.isActive(found.sessionId, found.userId))) {
            return sessionTokens(user, found.sessionId, successor);
          }
          // Spent a moment ago by a process that has restarted since: refused, but not taken for a copy.
          throw refreshFailure('spent');
        }
        // Later, a spent token coming back means two holders: end the session for both (refresh-token reuse detection).
        await endSession(found.sessionId, 'refresh-token-reuse');
      }
      if (found.state !== 'valid') throw refreshFailure(found.state);
      const user = await users.findById(found.userId);
      const active = user !== undefined && (await sessions.isActive(found.sessionId, found.userId));
      // Two tabs refreshing at once may both find the token valid: the one that loses the rotation answers the
      // winner's successor (the same chain, as when it comes a moment later).
      const next = active ? ((await refreshTokens.rotate(refreshToken, found)) ?? (await refreshTokens.successorOf(refreshToken))) : null;
      if (!user || !next) throw refreshFailure('revoked');
      return sessionTokens(user, found.sessionId, next);
    },

    /** Ends the session of the refresh token, or every session of its user (`global`). */
    async signOut({ refreshToken, global }: SignOutRequest): Promise<SignOutResult> {
      const found = await refreshTokens.lookup(refreshToken);
      if (found.state === 'unknown') throw refreshFailure('unknown');
      if (found.state === 'spent') {
        await endSession(found.sessionId, 'refresh-token-reuse');
        if (global) throw refreshFailure('spent');
        return { revoked: 0 };
      }
      if (!global) return { revoked: await endSession(found.sessionId, 'sign-out') };
      if (found.state !== 'valid') throw refreshFailure(found.state);
      const revoked = await refreshTokens.revokeAllOf(found.userId);
      await sessions.endAllOf(found.userId, 'sign-out-everywhere');
      return { revoked };
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
