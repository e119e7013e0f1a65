import type { HttpClient } from '@klob/shared';
import {
  IDENTITY_PATHS,
  LOGIN_ERROR_MESSAGES,
  LOOKUP_NOT_REGISTERED_MESSAGE,
  type AuthTokens,
  type EmailPasswordRequest,
  type FindByEmailLoginResponse,
} from '@klob/shared/api-contract/identity';
import type { ShellSession } from '../../auth';
import { identityFailure, isRateLimited } from '../auth-forms/identity-errors';

/** How a sign-in attempt ended; the page turns each into its alert or step (spec 1 §8.2). */
export type SignInOutcome =
  | { kind: 'signed-in' }
  | { kind: 'not-registered' }
  | { kind: 'lookup-message'; message: string }
  | { kind: 'wrong-email-or-password' }
  | { kind: 'exception' }
  | { kind: 'too-many-attempts' }
  | { kind: 'not-confirmed'; userId: string; message: string; email: string };

/** spec 1 §5, §8.2: only validation true with status 200 and a user id is a registered email. */
function readLookup(answer: FindByEmailLoginResponse): SignInOutcome | { kind: 'registered'; userId: string } {
  if (answer.message === LOOKUP_NOT_REGISTERED_MESSAGE) return { kind: 'not-registered' };
  const accepted = answer.validation && answer.status === 200;
  if (!accepted && answer.message) return { kind: 'lookup-message', message: answer.message };
  if (!accepted || !answer.result) return { kind: 'not-registered' };
  return { kind: 'registered', userId: answer.result };
}

/** spec 1 §8.2: what a failed POST /rest/open/authentication/login/email means. */
function readLoginFailure(error: unknown, userId: string, email: string): SignInOutcome {
  const { code, message } = identityFailure(error);
  if (code === LOGIN_ERROR_MESSAGES.userNotConfirmed || message === LOGIN_ERROR_MESSAGES.userNotConfirmed) {
    return { kind: 'not-confirmed', userId, email, message: message ?? LOGIN_ERROR_MESSAGES.userNotConfirmed };
  }
  if (message === LOGIN_ERROR_MESSAGES.userNotExist) return { kind: 'not-registered' };
  if (message === LOGIN_ERROR_MESSAGES.exception) return { kind: 'exception' };
  // Not in §8.2: the api limits attempts; saying so beats calling the password wrong.
  if (isRateLimited(error)) return { kind: 'too-many-attempts' };
  return { kind: 'wrong-email-or-password' };
}

/**
 * spec 1 §4.1, §7: the lookup first, then the email sign-in, then the
 * session's on-success confirmation. Only the last makes the user signed in.
 */
export async function signInWithEmail(
  { email, password }: EmailPasswordRequest,
  { service, session }: { service: HttpClient; session: ShellSession },
): Promise<SignInOutcome> {
  let lookup: ReturnType<typeof readLookup>;
  try {
    lookup = readLookup(await service.get<FindByEmailLoginResponse>(IDENTITY_PATHS.findByEmailLogin, { params: { emailLogin: email } }));
  } catch (error) {
    return isRateLimited(error) ? { kind: 'too-many-attempts' } : { kind: 'exception' };
  }
  if (lookup.kind !== 'registered') return lookup;

  let tokens: AuthTokens;
  try {
    const answer = await service.post<{ result: AuthTokens }>(IDENTITY_PATHS.loginEmail, { email, password });
    tokens = answer.result;
  } catch (error) {
    return readLoginFailure(error, lookup.userId, email);
  }
  try {
    await session.signIn(tokens, { email });
    return { kind: 'signed-in' };
  } catch {
    return { kind: 'wrong-email-or-password' };
  }
}
