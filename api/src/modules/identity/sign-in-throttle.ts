import type { SignInThrottleLimits } from '../../config.js';
import type { SharedState } from '../../shared-state/shared-state.js';
import { normaliseEmail } from './user-store.js';

interface Streak {
  failures: number;
  lastFailureAt: number;
  /** Before this moment the account's next attempt is refused unchecked. */
  nextAttemptAt: number;
}

/** What a wrong password did to its account's streak. */
export interface FailureOutcome {
  failures: number;
  /** True once per streak, when the delays begin: the moment to tell the owner (issue 22). */
  alertOwner: boolean;
}

/**
 * The per-account sign-in limit across client addresses (issue 22), kept in the state every api instance shares
 * (issue 27): memory by default, where a restart forgets streaks, which only gives an attacker what a quiet hour would.
 * Keyed by the normalised email of an existing account (unknown emails have nothing to guess and are never recorded).
 * Two wrong passwords at the same moment on two instances may count as one: the streak still grows with the next.
 */
export function createSignInThrottle(limits: SignInThrottleLimits, state: SharedState, clock: () => number = Date.now) {
  const keyOf = (email: string) => `sign-in-streak|${normaliseEmail(email)}`;

  const current = async (email: string, now: number): Promise<Streak | undefined> => {
    const kept = await state.get(keyOf(email));
    const streak = kept === null ? undefined : (JSON.parse(kept) as Streak);
    return streak && now - streak.lastFailureAt < limits.quietResetMs ? streak : undefined;
  };

  return {
    /** Milliseconds the account's next attempt must still wait (0: it may be checked now). */
    async waitMs(email: string): Promise<number> {
      const now = clock();
      return Math.max(0, ((await current(email, now))?.nextAttemptAt ?? now) - now);
    },
    async recordFailure(email: string): Promise<FailureOutcome> {
      const now = clock();
      const streak = (await current(email, now)) ?? { failures: 0, lastFailureAt: now, nextAttemptAt: now };
      streak.failures += 1;
      streak.lastFailureAt = now;
      const beyond = streak.failures - limits.freeFailures;
      if (beyond >= 0) streak.nextAttemptAt = now + Math.min(limits.maxDelayMs, limits.firstDelayMs * 2 ** Math.min(beyond, 30));
      await state.set(keyOf(email), JSON.stringify(streak), limits.quietResetMs);
      return { failures: streak.failures, alertOwner: beyond === 0 };
    },
    /** A right password or a new password ends the streak. */
    async clear(email: string): Promise<void> {
      await state.delete(keyOf(email));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
