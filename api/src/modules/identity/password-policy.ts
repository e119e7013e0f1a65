import { PASSWORD_POLICY } from '@klob/shared/api-contract/identity';
import { PASSWORD_POLICY_MESSAGES } from './constants.js';

const rules: { applies: boolean; passes: (password: string) => boolean; message: string }[] = [
  {
    applies: true,
    passes: (p) => [...p].length >= PASSWORD_POLICY.minLength,
    message: PASSWORD_POLICY_MESSAGES.tooShort(PASSWORD_POLICY.minLength),
  },
  {
    applies: true,
    passes: (p) => [...p].length <= PASSWORD_POLICY.maxLength && Buffer.byteLength(p, 'utf8') <= PASSWORD_POLICY.maxUtf8Bytes,
    message: PASSWORD_POLICY_MESSAGES.tooLong(PASSWORD_POLICY.maxLength),
  },
  { applies: PASSWORD_POLICY.requireUppercase, passes: (p) => /\p{Lu}/u.test(p), message: PASSWORD_POLICY_MESSAGES.uppercase },
  { applies: PASSWORD_POLICY.requireLowercase, passes: (p) => /\p{Ll}/u.test(p), message: PASSWORD_POLICY_MESSAGES.lowercase },
  { applies: PASSWORD_POLICY.requireDigit, passes: (p) => /\p{Nd}/u.test(p), message: PASSWORD_POLICY_MESSAGES.digit },
  { applies: PASSWORD_POLICY.requireSymbol, passes: (p) => /[^\p{L}\p{N}\s]/u.test(p), message: PASSWORD_POLICY_MESSAGES.symbol },
];

/** The first rule of the password policy the password breaks, or null when it conforms. */
export function passwordPolicyViolation(password: string): string | null {
  return rules.find((rule) => rule.applies && !rule.passes(password))?.message ?? null;
}
