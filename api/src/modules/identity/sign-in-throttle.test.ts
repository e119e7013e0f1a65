import { createMemoryState } from '../../shared-state/memory-state.js';
import { createSignInThrottle } from './sign-in-throttle.js';

const limits = { freeFailures: 10, firstDelayMs: 1000, maxDelayMs: 300_000, quietResetMs: 3_600_000 };

describe('the per-account sign-in throttle (issue 22)', () => {
  let now = 0;
  const throttle = () => createSignInThrottle(limits, createMemoryState(), () => now);
  beforeEach(() => {
    now = 1_000_000;
  });

  test('ten failures are free, then the wait doubles from 1 s and stops growing at 5 minutes', async () => {
    const account = throttle();
    const waits: number[] = [];
    for (let failure = 1; failure <= 20; failure++) {
      await account.recordFailure('Kirana@Klob.id');
      const wait = await account.waitMs('kirana@klob.id');
      waits.push(wait);
      now += wait;
    }
    expect(waits.slice(0, 9)).toEqual(Array(9).fill(0));
    expect(waits.slice(9)).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000, 300_000]);
  });

  test('the owner is alerted once, when the delays begin', async () => {
    const account = throttle();
    const alerts: boolean[] = [];
    for (let failure = 0; failure < 15; failure++) alerts.push((await account.recordFailure('a@klob.id')).alertOwner);
    expect(alerts.filter(Boolean)).toHaveLength(1);
    expect(alerts[9]).toBe(true);
  });

  test('an hour without a failure, a right password or a new password ends the streak', async () => {
    const account = throttle();
    for (let failure = 0; failure < 12; failure++) await account.recordFailure('a@klob.id');
    now += limits.quietResetMs;
    expect(await account.waitMs('a@klob.id')).toBe(0);
    expect((await account.recordFailure('a@klob.id')).failures).toBe(1);
    for (let failure = 0; failure < 12; failure++) await account.recordFailure('b@klob.id');
    await account.clear('B@klob.id');
    expect(await account.waitMs('b@klob.id')).toBe(0);
  });
});
