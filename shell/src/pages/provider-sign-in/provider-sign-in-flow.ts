import { HttpError, type HttpClient } from '@klob/shared';
import { oauthExchangePath, type AuthTokens, type OAuthExchangeRequest, type OAuthProvider } from '@klob/shared/api-contract/identity';
import type { ShellSession } from '../../auth';
import { takeProviderState } from './provider-state';

/** How a return from a provider ended; 'no-return': the page was opened without anything a provider sends back. */
export type ProviderReturnOutcome = 'signed-in' | 'state-mismatch' | 'refused' | 'failed' | 'no-return';

/**
 * spec 1 §2 /linkedin, /sso: the provider sent the browser back with `code` and
 * `state`. The state must be the one this tab sent; the api exchanges the code
 * for a session, which the shell session then confirms and publishes as any sign-in.
 */
export async function completeProviderSignIn(
  provider: OAuthProvider,
  returned: URLSearchParams,
  { service, session, storage }: { service: HttpClient; session: ShellSession; storage?: Storage },
): Promise<ProviderReturnOutcome> {
  if (!['code', 'state', 'error'].some((name) => returned.has(name))) return 'no-return';
  const expectedState = takeProviderState(provider, storage);
  const state = returned.get('state');
  if (!expectedState || state !== expectedState) return 'state-mismatch';
  const code = returned.get('code');
  // The provider answers `error=access_denied` (and no code) when the user declines.
  if (!code || returned.has('error')) return 'refused';

  let tokens: AuthTokens;
  try {
    const body: OAuthExchangeRequest = { code, state };
    tokens = (await service.post<{ result: AuthTokens }>(oauthExchangePath(provider), body)).result;
  } catch (error) {
    return error instanceof HttpError && error.status >= 400 && error.status < 500 ? 'refused' : 'failed';
  }
  try {
    await session.signIn(tokens, { email: tokens.email });
    return 'signed-in';
  } catch {
    return 'failed';
  }
}
