import type { UploadQuotaLimits } from '../../config.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Past this many tracked callers, a check also forgets every caller with nothing in its windows. */
const SWEEP_ABOVE_KEYS = 10_000;
const ALL_VISITORS_KEY = 'visitors';

/** Who uploads: a signed-in user, or a visitor known only by the client address (`request.ip`). */
export type UploadCaller = { userId: string } | { clientAddress: string };

export type QuotaRefusalReason = 'tooManyAttempts' | 'hourlyBytesExceeded';

export interface QuotaRefusal {
  reason: QuotaRefusalReason;
  /** When the oldest entry that blocks the caller leaves its window. */
  retryAfterSeconds: number;
}

export interface UploadQuota {
  /**
   * Counts one upload attempt of the caller and answers why it must wait, or null when it
   * may go on: too many attempts in the last minute, or `expectedBytes` more would pass an
   * hourly byte cap (issue 6, hole 6).
   */
  admit(caller: UploadCaller, expectedBytes: number): QuotaRefusal | null;
  /** Adds the bytes of a stored file to the caller's (and for visitors, everyone's) hourly total. */
  recordStored(caller: UploadCaller, bytes: number): void;
}

interface Entry {
  at: number;
  bytes: number;
}

/** Entries per key, each kept for one window; old ones are dropped when the key is read. */
function createWindowLedger(windowMs: number) {
  const entries = new Map<string, Entry[]>();
  const current = (key: string, now: number): Entry[] => {
    const kept = (entries.get(key) ?? []).filter((entry) => now - entry.at < windowMs);
    if (kept.length > 0) entries.set(key, kept);
    else entries.delete(key);
    return kept;
  };
  return {
    count: (key: string, now: number) => current(key, now).length,
    bytes: (key: string, now: number) => current(key, now).reduce((sum, entry) => sum + entry.bytes, 0),
    /** Seconds until the oldest entry of the key leaves the window. */
    retryAfterSeconds(key: string, now: number): number {
      const oldest = current(key, now)[0];
      return oldest ? Math.max(1, Math.ceil((oldest.at + windowMs - now) / 1000)) : 1;
    },
    add(key: string, entry: Entry): void {
      const list = entries.get(key);
      if (list) list.push(entry);
      else entries.set(key, [entry]);
    },
    sweep(now: number): void {
      if (entries.size <= SWEEP_ABOVE_KEYS) return;
      for (const key of [...entries.keys()]) current(key, now);
    },
  };
}

/**
 * Per-caller upload limits kept in memory (a restart forgets them, which only ever lets a
 * caller upload more, never less): attempts per minute, stored bytes per hour, and for
 * visitors also one hourly byte cap over all of them.
 */
export function createUploadQuota(limits: UploadQuotaLimits, now: () => number = Date.now): UploadQuota {
  const attempts = createWindowLedger(MINUTE_MS);
  const stored = createWindowLedger(HOUR_MS);
  const keyOf = (caller: UploadCaller) => ('userId' in caller ? `user:${caller.userId}` : `address:${caller.clientAddress}`);

  return {
    admit(caller, expectedBytes) {
      const at = now();
      attempts.sweep(at);
      stored.sweep(at);
      const key = keyOf(caller);
      const isUser = 'userId' in caller;
      if (attempts.count(key, at) >= (isUser ? limits.userPerMinute : limits.visitorPerMinute)) {
        return { reason: 'tooManyAttempts', retryAfterSeconds: attempts.retryAfterSeconds(key, at) };
      }
      attempts.add(key, { at, bytes: 0 });
      const byteCaps: [string, number][] = isUser
        ? [[key, limits.userBytesPerHour]]
        : [
            [key, limits.visitorBytesPerHour],
            [ALL_VISITORS_KEY, limits.allVisitorsBytesPerHour],
          ];
      for (const [capKey, cap] of byteCaps) {
        if (stored.bytes(capKey, at) + expectedBytes > cap) {
          return { reason: 'hourlyBytesExceeded', retryAfterSeconds: stored.retryAfterSeconds(capKey, at) };
        }
      }
      return null;
    },
    recordStored(caller, bytes) {
      const at = now();
      stored.add(keyOf(caller), { at, bytes });
      if (!('userId' in caller)) stored.add(ALL_VISITORS_KEY, { at, bytes });
    },
  };
}
