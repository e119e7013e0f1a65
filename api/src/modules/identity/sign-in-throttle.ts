import type { SignInThrottleLimits } from '../../config.js';
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
 * The per-account sign-in limit across client addresses (issue 22). Kept in memory, like the per-client budgets:
 * a restart forgets streaks, which only gives an attacker what a quiet hour would. Keyed by the normalised email of
 * an existing account (unknown emails have nothing to guess and are never recorded, so the map stays small).
 */
export function createSignInThrottle(limits: SignInThrottleLimits, clock: () => number = Date.now) {
  const streaks = new Map<string, Streak>();

  const current = (email: string, now: number): Streak | undefined => {
    const key = normaliseEmail(email);
    const streak = streaks.get(key);
    if (streak && now - streak.lastFailureAt >= limits.quietResetMs) {
      streaks.delete(key);
      return undefined;
    }
    return streak;
  };

  return {
    /** Milliseconds the account's next attempt must still wait (0: it may be checked now). */
    waitMs(email: string): number {
      const now = clock();
      return Math.max(0, (current(email, now)?.nextAttemptAt ?? now) - now);
    },
    recordFailure(email: string): FailureOutcome {
      const now = clock();
      const streak = current(email, now) ?? { failures: 0, lastFailureAt: now, nextAttemptAt: now };
      streak.failures += 1;
      streak.lastFailureAt = now;
      const beyond = streak.failures - limits.freeFailures;
      if (beyond >= 0) streak.nextAttemptAt = now + Math.min(limits.maxDelayMs, limits.firstDelayMs * 2 ** Math.min(beyond, 30));
      streaks.set(normaliseEmail(email), streak);
      return { failures: streak.failures, alertOwner: beyond === 0 };
    },
    /** A right password or a new password ends the streak. */
    clear(email: string): void {
      streaks.delete(normaliseEmail(email));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
