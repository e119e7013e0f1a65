import { DEFAULT_VERIFICATION_CODE_TTL_SECONDS } from '@klob/shared/api-contract/identity';
import { readIdentityOptions } from './identity-options.js';

test('by default codes last 15 minutes and the dev mailbox is on outside production', () => {
  expect(DEFAULT_VERIFICATION_CODE_TTL_SECONDS).toBe(900);
  expect(readIdentityOptions({})).toEqual({ codeTtlSeconds: 900, devMailboxEnabled: true });
  expect(readIdentityOptions({ NODE_ENV: 'test' }).devMailboxEnabled).toBe(true);
});

test('production turns the dev mailbox off unless DEV_MAILBOX=1; DEV_MAILBOX=0 turns it off anywhere', () => {
  expect(readIdentityOptions({ NODE_ENV: 'production' }).devMailboxEnabled).toBe(false);
  expect(readIdentityOptions({ NODE_ENV: 'production', DEV_MAILBOX: '1' }).devMailboxEnabled).toBe(true);
  expect(readIdentityOptions({ DEV_MAILBOX: '0' }).devMailboxEnabled).toBe(false);
});

test('VERIFICATION_CODE_TTL_S sets the code lifetime and must be a positive integer', () => {
  expect(readIdentityOptions({ VERIFICATION_CODE_TTL_S: '60' }).codeTtlSeconds).toBe(60);
  expect(() => readIdentityOptions({ VERIFICATION_CODE_TTL_S: '-5' })).toThrow(/VERIFICATION_CODE_TTL_S/);
});
