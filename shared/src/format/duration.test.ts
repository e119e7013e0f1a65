import { formatDuration } from './duration';

describe('formatDuration', () => {
  test('S1-9-20 formats durations as hh:mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(59)).toBe('00:00:59');
    expect(formatDuration(3725)).toBe('01:02:05');
    expect(formatDuration(86_399)).toBe('23:59:59');
  });

  test('counts hours past a day and drops fractions', () => {
    expect(formatDuration(100 * 3600 + 1.9)).toBe('100:00:01');
  });

  test('negative or unreadable durations read zero', () => {
    expect(formatDuration(-5)).toBe('00:00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00:00');
  });
});
