import { DEFAULT_VERIFICATION_CODE_TTL_SECONDS } from '@klob/shared/api-contract/identity';

export interface IdentityOptions {
  /** Lifetime of a verification code, in seconds (VERIFICATION_CODE_TTL_S). */
  codeTtlSeconds: number;
}

type Env = Readonly<Record<string, string | undefined>>;

export function readIdentityOptions(env: Env = process.env): IdentityOptions {
  return { codeTtlSeconds: readCodeTtl(env.VERIFICATION_CODE_TTL_S) };
}

function readCodeTtl(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_VERIFICATION_CODE_TTL_SECONDS;
  const seconds = Number.parseInt(raw, 10);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`VERIFICATION_CODE_TTL_S must be a positive integer, got '${raw}'`);
  return seconds;
}
