import { PASSWORD_POLICY } from '@klob/shared/api-contract/identity';
import { DEMO_PASSWORD } from '../core/demo-data.js';
import { PASSWORD_POLICY_MESSAGES } from './constants.js';
import { passwordPolicyViolation } from './password-policy.js';

test('the demo password and a long mixed password conform', () => {
  expect(passwordPolicyViolation(DEMO_PASSWORD)).toBeNull();
  expect(passwordPolicyViolation('Selamat Pagi, Jakarta 2026!')).toBeNull();
});

test.each([
  ['Ab1#', PASSWORD_POLICY_MESSAGES.tooShort(PASSWORD_POLICY.minLength)],
  [`Ab1#${'x'.repeat(PASSWORD_POLICY.maxLength)}`, PASSWORD_POLICY_MESSAGES.tooLong(PASSWORD_POLICY.maxLength)],
  ['klob#2026', PASSWORD_POLICY_MESSAGES.uppercase],
  ['KLOB#2026', PASSWORD_POLICY_MESSAGES.lowercase],
  ['Klob#Klob', PASSWORD_POLICY_MESSAGES.digit],
  ['Klob 2026', PASSWORD_POLICY_MESSAGES.symbol],
])('%s breaks the policy: %s', (password, message) => {
  expect(passwordPolicyViolation(password)).toBe(message);
});

test('a password within 64 characters but over bcrypt’s 72 bytes is refused', () => {
  const password = `Aa1#${'😀'.repeat(20)}`;
  expect([...password].length).toBeLessThanOrEqual(PASSWORD_POLICY.maxLength);
  expect(passwordPolicyViolation(password)).toBe(PASSWORD_POLICY_MESSAGES.tooLong(PASSWORD_POLICY.maxLength));
});
