import type { UploadQuotaLimits } from '../../config.js';
import type { SharedState } from '../../shared-state/shared-state.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const ALL_VISITORS_KEY = 'visitors';

/** Who uploads: a signed-in user, or a visitor known only by the client address (`request.ip`). */
export type UploadCaller = { userId: string } | { clientAddress: string };

export type QuotaRefusalReason = 'tooManyAttempts' | 'hourlyBytesExceeded';

export interface QuotaRefusal {
  reason: QuotaRefusalReason;
  /** When the window that blocks the caller ends. */
  retryAfterSeconds: number;
}

export interface UploadQuota {
  /**
   * Counts one upload attempt of the caller and answers why it must wait, or null when it
   * may go on: too many attempts in the last minute, or `expectedBytes` more would pass an
   * hourly byte cap (issue 6, hole 6).
   */
  admit(caller: UploadCaller, expectedBytes: number): Promise<QuotaRefusal | null>;
  /** Adds the bytes of a stored file to the caller's (and for visitors, everyone's) hourly total. */
  recordStored(caller: UploadCaller, bytes: number): Promise<void>;
}

const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Per-caller upload limits in the state every api instance shares (issue 27; in memory by default, where a restart
 * forgets them, which only ever lets a caller upload more, never less): attempts per minute, stored bytes per hour,
 * and for visitors also one hourly byte cap over all of them. Fixed windows from a key's first attempt (or first
 * stored byte), as every other limit of the api counts. Uploads admitted at the same moment may together pass an
 * hourly byte cap by their own size: the next one is refused.
 */
export function createUploadQuota(limits: UploadQuotaLimits, state: SharedState): UploadQuota {
  const keyOf = (caller: UploadCaller) => ('userId' in caller ? `user:${caller.userId}` : `address:${caller.clientAddress}`);
  const storedBytes = (key: string, bytes: number) => state.hit(`upload-bytes|${key}`, HOUR_MS, bytes);

  return {
    async admit(caller, expectedBytes) {
      const key = keyOf(caller);
      const isUser = 'userId' in caller;
      const attempts = await state.hit(`upload-attempts|${key}`, MINUTE_MS);
      if (attempts.count > (isUser ? limits.userPerMinute : limits.visitorPerMinute)) {
        return { reason: 'tooManyAttempts', retryAfterSeconds: secondsUntil(attempts.resetInMs) };
      }
      const byteCaps: [string, number][] = isUser
        ? [[key, limits.userBytesPerHour]]
        : [
            [key, limits.visitorBytesPerHour],
            [ALL_VISITORS_KEY, limits.allVisitorsBytesPerHour],
          ];
      for (const [capKey, cap] of byteCaps) {
        const stored = await storedBytes(capKey, 0);
        if (stored.count + expectedBytes > cap) return { reason: 'hourlyBytesExceeded', retryAfterSeconds: secondsUntil(stored.resetInMs) };
      }
      return null;
    },
    async recordStored(caller, bytes) {
      await storedBytes(keyOf(caller), bytes);
      if (!('userId' in caller)) await storedBytes(ALL_VISITORS_KEY, bytes);
    },
  };
}
