import { IDENTITY_PATHS, type DevMailboxMessage } from '@klob/shared/api-contract/identity';

/** Small HTTP helpers the identity tests share: real requests against a started test api. */

export interface JsonAnswer<T = Record<string, unknown>> {
  httpStatus: number;
  body: T;
}

// The parsed JSON bodies are typed loosely; each test asserts their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBody = any;

export async function postJson(baseUrl: string, path: string, body: unknown, token?: string): Promise<JsonAnswer<AnyBody>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return { httpStatus: response.status, body: await response.json() };
}

export async function getJson(baseUrl: string, path: string, token?: string): Promise<JsonAnswer<AnyBody>> {
  const response = await fetch(`${baseUrl}${path}`, { headers: token ? { authorization: token } : {} });
  return { httpStatus: response.status, body: await response.json() };
}

export async function mailboxOf(baseUrl: string, email: string): Promise<DevMailboxMessage[]> {
  const answer = await getJson(baseUrl, `${IDENTITY_PATHS.devMailbox}?email=${encodeURIComponent(email)}`);
  if (answer.httpStatus !== 200) throw new Error(`mailbox answered ${answer.httpStatus}`);
  return answer.body.result as DevMailboxMessage[];
}

/** The code of the latest message sent to the address. */
export async function latestCode(baseUrl: string, email: string): Promise<string> {
  const [latest] = await mailboxOf(baseUrl, email);
  if (!latest) throw new Error(`no mail for ${email}`);
  return latest.code;
}

let uniqueCounter = 0;
/** A fresh address per call, so tests never collide on one account. */
export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++uniqueCounter}@example.id`;

export const newUserBody = (email: string, password = 'Rahasia#2026') => ({
  firstName: 'Dewi',
  lastName: 'Anggraini',
  email,
  password,
  phone: '+6281234567890',
});
