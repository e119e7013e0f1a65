import { windowStateAt } from './date-window';

test('a date window is before, open or closed; a date-only end lasts its whole day in Jakarta', () => {
  const at = (iso: string) => new Date(iso);
  expect(windowStateAt(at('2026-05-31T16:00:00Z'), '2026-06-01', '2026-06-30')).toBe('before');
  expect(windowStateAt(at('2026-05-31T17:00:00Z'), '2026-06-01', '2026-06-30')).toBe('open');
  expect(windowStateAt(at('2026-06-30T16:59:00Z'), '2026-06-01', '2026-06-30')).toBe('open');
  expect(windowStateAt(at('2026-06-30T17:00:00Z'), '2026-06-01', '2026-06-30')).toBe('closed');
  expect(windowStateAt(at('2030-01-01T00:00:00Z'))).toBe('open');
  expect(windowStateAt(at('2026-06-10T00:00:00Z'), '2026-06-01T00:00:00.000Z', '2026-06-09T00:00:00.000Z')).toBe('closed');
});
