import { DEFAULT_VERIFICATION_CODE_TTL_SECONDS } from '@klob/shared/api-contract/identity';

export interface IdentityOptions {
  /** Lifetime of a verification code, in seconds (VERIFICATION_CODE_TTL_S). */
  codeTtlSeconds: number;
  /**
   * Whether GET /dev/mailbox answers and codes are written to the log.
   * DEV_MAILBOX=1 forces it on, DEV_MAILBOX=0 off; unset, it is on unless NODE_ENV is 'production'.
   */
  devMailboxEnabled: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

export function readIdentityOptions(env: Env = process.env): IdentityOptions {
  return { codeTtlSeconds: readCodeTtl(env.VERIFICATION_CODE_TTL_S), devMailboxEnabled: isDevMailboxEnabled(env) };
}

function readCodeTtl(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_VERIFICATION_CODE_TTL_SECONDS;
  const seconds = Number.parseInt(raw, 10);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`VERIFICATION_CODE_TTL_S must be a positive integer, got '${raw}'`);
  return seconds;
}

function isDevMailboxEnabled(env: Env): boolean {
  if (env.DEV_MAILBOX === '1') return true;
  if (env.DEV_MAILBOX === '0') return false;
  return env.NODE_ENV !== 'production';
}
