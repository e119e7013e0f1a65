import { DEMO_PASSWORD, demoUsers } from '../core/demo-data.js';
import type { RunningTestApi } from '../../testing/test-api.js';

export type DemoUser = (typeof demoUsers)[number];
/** Who a test call is made as: a demo account, signed in through the real login call. */
export type DemoAccount = Pick<DemoUser, 'userId' | 'email'>;
export const demoKlobber: DemoAccount = demoUsers[0];
export const demoHr: DemoAccount = demoUsers[1];

export interface ApiAnswer<T = unknown> {
  status: number;
  body: { status: number; message: string; code?: string; result: T };
}

const LOGIN_PATH = '/rest/open/authentication/login/email';

/** A JSON client over real HTTP for the integration tests of areas 050-080. */
export function testClient(running: RunningTestApi) {
  const tokens = new Map<string, Promise<string>>();

  /** The demo account's id token from the real login call, once per account. */
  async function login(email: string): Promise<string> {
    const response = await fetch(`${running.baseUrl}${LOGIN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    const body = (await response.json()) as { result?: { idToken?: string } };
    if (!response.ok || !body.result?.idToken) throw new Error(`login of ${email} answered ${response.status}`);
    return body.result.idToken;
  }

  const tokenFor = (user: Pick<DemoAccount, 'email'>): Promise<string> => {
    if (!tokens.has(user.email)) tokens.set(user.email, login(user.email));
    return tokens.get(user.email)!;
  };

  async function call<T = unknown>(
    method: string,
    path: string,
    options: { as?: DemoAccount; token?: string; body?: unknown } = {},
  ): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = {};
    const token = options.token ?? (options.as ? await tokenFor(options.as) : undefined);
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${running.baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, body: (await response.json()) as ApiAnswer<T>['body'] };
  }

  return { tokenFor, call };
}

/** A token the guards reject as expired or forged (answered 403). */
export const INVALID_TOKEN = 'not.a.valid-token';
