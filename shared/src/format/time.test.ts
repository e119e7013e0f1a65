import { formatMessageTime, formatScheduleDateTime, formatScheduleTime } from './time';

describe('formatMessageTime', () => {
  test('S2-9-11 message times are HH:mm', () => {
    expect(formatMessageTime('2024-10-11T02:05:00Z', 'UTC')).toBe('02:05');
    expect(formatMessageTime(new Date('2024-10-11T23:59:00Z'), 'UTC')).toBe('23:59');
    expect(formatMessageTime('2024-10-11T17:30:00Z', 'Asia/Jakarta')).toBe('00:30');
  });

  test('an unreadable date gives an empty text', () => {
    expect(formatMessageTime('later')).toBe('');
  });
});

describe('formatScheduleTime', () => {
  test('S2-9-10 schedule times are HH:mm with the WIB suffix', () => {
    expect(formatScheduleTime('08:00:00')).toBe('08:00 WIB');
    expect(formatScheduleTime('8:30')).toBe('08:30 WIB');
    expect(formatScheduleTime('17:00')).toBe('17:00 WIB');
  });

  test('S2-9-10 a date-time is shown in WIB (UTC+7)', () => {
    expect(formatScheduleTime('2024-10-11T15:00:00Z')).toBe('22:00 WIB');
    expect(formatScheduleTime(new Date('2024-10-11T01:15:00Z'))).toBe('08:15 WIB');
  });

  test('unreadable text is shown as it came', () => {
    expect(formatScheduleTime(' libur ')).toBe('libur');
  });
});

describe('formatScheduleDateTime', () => {
  test('offline range bounds read day, month, year and WIB time', () => {
    expect(formatScheduleDateTime('2024-10-11T15:00:00Z')).toBe('11 Okt 2024 22:00 WIB');
    expect(formatScheduleDateTime('2024-08-31T17:00:00Z', 'en')).toBe('1 Sep 2024 00:00 WIB');
    expect(formatScheduleDateTime('nope')).toBe('');
  });
});
