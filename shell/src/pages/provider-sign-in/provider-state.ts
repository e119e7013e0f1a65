import type { OAuthProvider } from '@klob/shared/api-contract/identity';

/** sessionStorage key of the `state` sent to a provider: this tab's sign-in only, gone with the tab. */
export const PROVIDER_STATE_KEY = 'klobProviderSignIn';

const STATE_BYTES = 24;

interface PendingProviderSignIn {
  provider: OAuthProvider;
  state: string;
}

const randomState = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(STATE_BYTES))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * The provider's authorize URL for this visit: a fresh random `state` is stored
 * in sessionStorage and sent along; the return page accepts the provider's code
 * only with the same state (CSRF: a code pushed by another site has none).
 */
export function providerAuthorizeUrl(provider: OAuthProvider, authorizeUrl: string, storage: Storage = window.sessionStorage): string {
  const state = randomState();
  const pending: PendingProviderSignIn = { provider, state };
  storage.setItem(PROVIDER_STATE_KEY, JSON.stringify(pending));
  const url = new URL(authorizeUrl, window.location.origin);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', `${window.location.origin}/${provider}`);
  url.searchParams.set('state', state);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.toString();
}

/** The stored state, if it was stored for this provider; it is removed either way (one return per departure). */
export function takeProviderState(provider: OAuthProvider, storage: Storage = window.sessionStorage): string | null {
  const raw = storage.getItem(PROVIDER_STATE_KEY);
  storage.removeItem(PROVIDER_STATE_KEY);
  if (!raw) return null;
  try {
    const pending = JSON.parse(raw) as Partial<PendingProviderSignIn>;
    return pending.provider === provider && typeof pending.state === 'string' ? pending.state : null;
  } catch {
    return null;
  }
}
