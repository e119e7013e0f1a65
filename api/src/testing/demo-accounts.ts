import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { DEMO_PASSWORD, demoUsers } from '../modules/core/demo-data.js';
import type { KlobApi } from '../server.js';

/** Who a test call is made as: a demo account, signed in through the real login call. */
export type DemoAccount = Pick<(typeof demoUsers)[number], 'userId' | 'email'>;

export const [demoKlobber, demoHr] = demoUsers;

/** Id tokens by email, one cache per running api (a restarted api starts a new one). */
const signedInByApi = new WeakMap<KlobApi, Map<string, Promise<string>>>();

async function logIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}${IDENTITY_PATHS.loginEmail}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { result?: { idToken?: string } };
  if (!response.ok || !body.result?.idToken) throw new Error(`login of ${email} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.result.idToken;
}

/** The demo account's id token from the real login call, once per account and running api. */
export function idTokenOf(running: { api: KlobApi; baseUrl: string }, account: Pick<DemoAccount, 'email'>): Promise<string> {
  const signedIn = signedInByApi.get(running.api) ?? new Map<string, Promise<string>>();
  signedInByApi.set(running.api, signedIn);
  const cached = signedIn.get(account.email);
  if (cached) return cached;
  const token = logIn(running.baseUrl, account.email);
  signedIn.set(account.email, token);
  // A failed sign-in is not remembered: the next test tries again and reports its own error.
  token.catch(() => signedIn.delete(account.email));
  return token;
}

/** An id token signed by the api itself in a new session, without a login: for users that do not exist or have no password. */
export const signIdToken = async (api: KlobApi, userId: string, email = `${userId.toLowerCase()}@klob.test`): Promise<string> =>
  api.ctx.tokens.sign({ userId, email, use: 'id', sessionId: await api.ctx.sessions.start(userId) });

/** A token that is well-formed but signed by nobody: the guards answer it 403 SessionExpired. */
export const FORGED_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJVU1ItWCJ9.forged';

/** A token the guards reject as expired or invalid (answered 403 SessionExpired). */
export const INVALID_TOKEN = 'not.a.valid-token';
