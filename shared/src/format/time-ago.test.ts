import { formatTimeAgo } from './time-ago';

const now = new Date('2025-03-10T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatTimeAgo', () => {
  test('S1-9-19 gives Indonesian time-ago labels', () => {
    expect(formatTimeAgo(before(30_000), 'id', now)).toBe('baru saja');
    expect(formatTimeAgo(before(5 * MINUTE), 'id', now)).toBe('5 menit yang lalu');
    expect(formatTimeAgo(before(3 * HOUR), 'id', now)).toBe('3 jam yang lalu');
    expect(formatTimeAgo(before(2 * DAY), 'id', now)).toBe('2 hari yang lalu');
    expect(formatTimeAgo(before(14 * DAY), 'id', now)).toBe('2 minggu yang lalu');
    expect(formatTimeAgo(before(60 * DAY), 'id', now)).toBe('2 bulan yang lalu');
    expect(formatTimeAgo(before(800 * DAY), 'id', now)).toBe('2 tahun yang lalu');
  });

  test('S1-9-19 gives English time-ago labels with singular and plural', () => {
    expect(formatTimeAgo(before(59_999), 'en', now)).toBe('just now');
    expect(formatTimeAgo(before(MINUTE), 'en', now)).toBe('1 minute ago');
    expect(formatTimeAgo(before(5 * MINUTE), 'en', now)).toBe('5 minutes ago');
    expect(formatTimeAgo(before(HOUR), 'en', now)).toBe('1 hour ago');
    expect(formatTimeAgo(before(6 * DAY), 'en', now)).toBe('6 days ago');
    expect(formatTimeAgo(before(7 * DAY), 'en', now)).toBe('1 week ago');
    expect(formatTimeAgo(before(30 * DAY), 'en', now)).toBe('1 month ago');
    expect(formatTimeAgo(before(365 * DAY), 'en', now)).toBe('1 year ago');
  });

  test('accepts ISO strings and timestamps; the future and unreadable dates read as just now', () => {
    expect(formatTimeAgo('2025-03-10T11:00:00Z', 'id', now)).toBe('1 jam yang lalu');
    expect(formatTimeAgo(now.getTime() - 2 * HOUR, 'en', now)).toBe('2 hours ago');
    expect(formatTimeAgo(new Date(now.getTime() + HOUR), 'en', now)).toBe('just now');
    expect(formatTimeAgo('not a date', 'id', now)).toBe('baru saja');
  });

  test('Indonesian is the default language', () => {
    expect(formatTimeAgo(before(10 * MINUTE), undefined, now)).toBe('10 menit yang lalu');
  });
});
