import crypto from 'node:crypto';
import {
  IDENTITY_PATHS,
  OAUTH_ERROR_CODES,
  devOAuthAuthorizePath,
  oauthExchangePath,
  type AuthTokens,
} from '@klob/shared/api-contract/identity';
import { loadConfig } from '../../../config.js';
import { demoHr, demoKlobber, setUpTestApi } from '../../../testing/index.js';
import { createMemoryState } from '../../../shared-state/memory-state.js';
import { createOAuthCodeStore } from './oauth-codes.js';

const newState = () => crypto.randomBytes(16).toString('base64url');

describe('sign-in providers with the development provider asked for (DEV_OAUTH=1)', () => {
  const running = setUpTestApi({ config: { devOAuth: true } });

  /** What the browser does on the consent page: follow the account's link, read the redirect back to the shell. */
  async function consent(email: string, state: string, provider: 'linkedin' | 'sso' = 'linkedin') {
    const search = new URLSearchParams({ state, login_hint: email });
    const response = await fetch(`${running.baseUrl}${devOAuthAuthorizePath(provider)}?${search}`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '', 'http://shell.test');
    expect(location.pathname).toBe(`/${provider}`);
    expect(location.searchParams.get('state')).toBe(state);
    return location.searchParams.get('code') ?? '';
  }

  const exchange = (provider: string, body: unknown) => running.call('POST', oauthExchangePath(provider as 'linkedin'), { body });

  test('the consent page lists the confirmed demo accounts as links carrying the state', async () => {
    const state = newState();
    const response = await fetch(`${running.baseUrl}${devOAuthAuthorizePath('sso')}?state=${state}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain(demoKlobber.email);
    expect(page).toContain(`state=${state}&amp;login_hint=${encodeURIComponent(demoHr.email)}`);
  });

  test('a code is exchanged once for a session that guarded calls accept, then refused', async () => {
    const state = newState();
    const code = await consent(demoKlobber.email, state);
    const answer = await exchange('linkedin', { code, state });
    expect(answer.httpStatus).toBe(200);
    const tokens = answer.body.result as AuthTokens;
    expect(tokens).toMatchObject({ userId: demoKlobber.userId, email: demoKlobber.email, tokenType: 'Bearer' });
    expect(tokens.refreshToken).toEqual(expect.any(String));
    const onSuccess = await running.call('POST', IDENTITY_PATHS.loginOnSuccess, {
      body: { userId: tokens.userId },
      headers: { authorization: `Bearer ${tokens.idToken}` },
    });
    expect(onSuccess.httpStatus).toBe(200);

    const again = await exchange('linkedin', { code, state });
    expect(again.httpStatus).toBe(401);
    expect(again.body.code).toBe(OAUTH_ERROR_CODES.invalidCode);
  });

  test('a code is refused with another state or for another provider, and is spent by the attempt', async () => {
    const state = newState();
    const code = await consent(demoHr.email, state);
    const wrongState = await exchange('linkedin', { code, state: newState() });
    expect(wrongState.httpStatus).toBe(401);
    expect(wrongState.body.code).toBe(OAUTH_ERROR_CODES.invalidCode);
    // A guess that failed cannot be followed by the right one.
    expect((await exchange('linkedin', { code, state })).httpStatus).toBe(401);

    const ssoState = newState();
    const ssoCode = await consent(demoHr.email, ssoState, 'sso');
    const wrongProvider = await exchange('linkedin', { code: ssoCode, state: ssoState });
    expect(wrongProvider.httpStatus).toBe(401);
  });

  test('an unknown provider and a malformed body are refused with 400', async () => {
    const unknown = await exchange('github', { code: newState(), state: newState() });
    expect(unknown.httpStatus).toBe(400);
    expect(unknown.body.code).toBe(OAUTH_ERROR_CODES.providerNotConfigured);
    const malformed = await exchange('linkedin', { code: '<script>', state: newState() });
    expect(malformed.httpStatus).toBe(400);
    expect(malformed.body.result).toBeNull();
  });

  test('consent for an account that is not confirmed is refused', async () => {
    const response = await fetch(`${running.baseUrl}${devOAuthAuthorizePath('linkedin')}?state=${newState()}&login_hint=baru@klob.id`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
  });
});

describe('sign-in providers without DEV_OAUTH=1', () => {
  const running = setUpTestApi();

  test('the development provider does not exist and every exchange answers 400 OAuthProviderNotConfigured', async () => {
    const page = await fetch(`${running.baseUrl}${devOAuthAuthorizePath('linkedin')}?state=${newState()}`, { redirect: 'manual' });
    expect(page.status).toBe(404);
    const answer = await running.call('POST', oauthExchangePath('linkedin'), { body: { code: newState(), state: newState() } });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.code).toBe(OAUTH_ERROR_CODES.providerNotConfigured);
  });
});

describe('the development provider in production', () => {
  test('DEV_OAUTH=1 is ignored with NODE_ENV=production, and cannot be forced on', () => {
    const env = {
      NODE_ENV: 'production',
      DEV_OAUTH: '1',
      JWT_SECRET: 'x'.repeat(64),
      CHAT_BASIC_USER: 'chat',
      CHAT_BASIC_PASSWORD: 'y'.repeat(32),
    };
    expect(loadConfig({}, env).devOAuth).toBe(false);
    expect(() => loadConfig({ devOAuth: true }, env)).toThrow(/development sign-in provider/);
  });
});

describe('the development provider code store', () => {
  test('a code expires after its lifetime', async () => {
    const codes = createOAuthCodeStore(createMemoryState(), 1000);
    const state = newState();
    const code = await codes.issue('sso', state, 'user-1', 0);
    expect(await codes.redeem('sso', state, code, 1000)).toBeNull();
    const fresh = await codes.issue('sso', state, 'user-1', 0);
    expect(await codes.redeem('sso', state, fresh, 999)).toBe('user-1');
  });
});
