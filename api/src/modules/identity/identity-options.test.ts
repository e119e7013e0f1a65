import { DEFAULT_VERIFICATION_CODE_TTL_SECONDS } from '@klob/shared/api-contract/identity';
import { readIdentityOptions } from './identity-options.js';

test('by default codes last 15 minutes', () => {
  expect(DEFAULT_VERIFICATION_CODE_TTL_SECONDS).toBe(900);
  expect(readIdentityOptions({})).toEqual({ codeTtlSeconds: 900 });
});

test('VERIFICATION_CODE_TTL_S sets the code lifetime and must be a positive integer', () => {
  expect(readIdentityOptions({ VERIFICATION_CODE_TTL_S: '60' }).codeTtlSeconds).toBe(60);
  expect(() => readIdentityOptions({ VERIFICATION_CODE_TTL_S: '-5' })).toThrow(/VERIFICATION_CODE_TTL_S/);
});
