import { countdownTo } from './countdown';

test('the countdown splits the time left into days, hours, minutes and seconds, and completes at the start', () => {
  const start = new Date('2026-12-01T10:00:00Z');
  expect(countdownTo(start, new Date('2026-11-29T08:58:30Z'))).toEqual({ days: 2, hours: 1, minutes: 1, seconds: 30, completed: false });
  expect(countdownTo(start, new Date('2026-12-01T10:00:00Z')).completed).toBe(true);
  expect(countdownTo(start, new Date('2026-12-02T00:00:00Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, completed: true });
});
