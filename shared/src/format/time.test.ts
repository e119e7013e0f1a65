import { formatMessageTime, formatScheduleDateTime } from './time';

describe('formatMessageTime', () => {
  test('S2-9-11 message times are HH:mm', () => {
    expect(formatMessageTime('2024-10-11T02:05:00Z', 'UTC')).toBe('02:05');
    expect(formatMessageTime(new Date('2024-10-11T23:59:00Z'), 'UTC')).toBe('23:59');
    expect(formatMessageTime('2024-10-11T17:30:00Z', 'Asia/Jakarta')).toBe('00:30');
  });

  test('without a zone, the time is the runtime’s own (read from the Date, as Intl would give it)', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const when of ['2024-10-11T02:05:00Z', '2024-03-31T01:30:00Z', '2024-12-31T23:59:00Z']) {
      expect(formatMessageTime(when)).toBe(formatMessageTime(when, zone));
    }
  });

  test('an unreadable date gives an empty text', () => {
    expect(formatMessageTime('later')).toBe('');
  });
});

describe('formatScheduleDateTime', () => {
  test('offline range bounds read day, month, year and WIB time', () => {
    expect(formatScheduleDateTime('2024-10-11T15:00:00Z')).toBe('11 Okt 2024 22:00 WIB');
    expect(formatScheduleDateTime('2024-08-31T17:00:00Z', 'en')).toBe('1 Sep 2024 00:00 WIB');
    expect(formatScheduleDateTime('nope')).toBe('');
  });

  test('WIB read without zone data is what the zone data says for Asia/Jakarta', () => {
    const jakarta = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Jakarta',
      hourCycle: 'h23',
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    for (let hour = 0; hour < 24 * 400; hour += 37) {
      const when = new Date(Date.UTC(2024, 11, 31, 0, 17) + hour * 3_600_000);
      const parts = Object.fromEntries(jakarta.formatToParts(when).map(({ type, value }) => [type, value]));
      const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(parts.month) - 1];
      expect(formatScheduleDateTime(when, 'en')).toBe(`${Number(parts.day)} ${month} ${parts.year} ${parts.hour}:${parts.minute} WIB`);
    }
  });
});
