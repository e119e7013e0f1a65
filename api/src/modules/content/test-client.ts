import type { RunningTestApi } from '../../testing/test-api.js';
import { DEMO_PASSWORD } from '../core/demo-data.js';

/** HTTP helpers the content, search and platform tests share: real requests against a started test api. */

// Parsed JSON bodies are typed loosely; each test asserts their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBody = any;

export interface Answer {
  httpStatus: number;
  body: AnyBody;
}

/** A token that is well-formed but signed by nobody: the guards answer it 403. */
export const FORGED_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJVU1ItWCJ9.forged';

export async function call(
  running: RunningTestApi,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${running.baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { httpStatus: response.status, body: await response.json() };
}

/** The id token of a demo account, from the real login call. */
export async function idTokenOf(running: RunningTestApi, email: string): Promise<string> {
  const answer = await call(running, 'POST', '/rest/open/authentication/login/email', { body: { email, password: DEMO_PASSWORD } });
  if (answer.httpStatus !== 200) throw new Error(`login of ${email} answered ${answer.httpStatus}: ${JSON.stringify(answer.body)}`);
  return answer.body.result.idToken as string;
}

export const query = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)])).toString()}`;

/** Starting a seeded api and signing in (bcrypt) can take seconds on a busy two-core machine. */
export const API_START_TIMEOUT_MS = 30_000;
