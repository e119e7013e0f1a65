import { IDENTITY_PATHS, type DevMailboxMessage } from '@klob/shared/api-contract/identity';
import { callApi, type ApiTarget } from '../../testing/index.js';

/** What the sign-up tests need: fresh addresses, new-user bodies and the codes the dev mailbox holds. */

export async function mailboxOf(running: ApiTarget, email: string): Promise<DevMailboxMessage[]> {
  const answer = await callApi<DevMailboxMessage[]>(running, 'GET', IDENTITY_PATHS.devMailbox, { query: { email } });
  if (answer.httpStatus !== 200) throw new Error(`mailbox answered ${answer.httpStatus}`);
  return answer.body.result;
}

/** The code of the latest message sent to the address. */
export async function latestCode(running: ApiTarget, email: string): Promise<string> {
  const [latest] = await mailboxOf(running, email);
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
