import { formatMessageTime, formatScheduleDateTime } from './time';

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

describe('formatScheduleDateTime', () => {
  test('offline range bounds read day, month, year and WIB time', () => {
    expect(formatScheduleDateTime('2024-10-11T15:00:00Z')).toBe('11 Okt 2024 22:00 WIB');
    expect(formatScheduleDateTime('2024-08-31T17:00:00Z', 'en')).toBe('1 Sep 2024 00:00 WIB');
    expect(formatScheduleDateTime('nope')).toBe('');
  });
});
