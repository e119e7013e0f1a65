import { CHAT_STATUS } from '@klob/shared/api-contract/chat';
import { demoChatSchedule } from './demo-data.js';
import { chatStatusAt, wibStartOfDay, wibWallClock } from './schedule.js';

const open = { hasChat: true, schedule: demoChatSchedule, offlineRanges: [] };

// 2026-03-02 is a Monday; WIB is UTC+7.
describe('chat schedule status in WIB', () => {
  test.each([
    ['Monday 10:00 WIB', '2026-03-02T03:00:00Z', CHAT_STATUS.online],
    ['Monday 08:00 WIB (start is inclusive)', '2026-03-02T01:00:00Z', CHAT_STATUS.online],
    ['Monday 07:59 WIB', '2026-03-02T00:59:00Z', CHAT_STATUS.offline],
    ['Monday 17:00 WIB (end is exclusive)', '2026-03-02T10:00:00Z', CHAT_STATUS.offline],
    ['Friday 16:59 WIB', '2026-03-06T09:59:00Z', CHAT_STATUS.online],
    ['Saturday 11:00 WIB', '2026-03-07T04:00:00Z', CHAT_STATUS.online],
    ['Saturday 12:30 WIB', '2026-03-07T05:30:00Z', CHAT_STATUS.offline],
    ['Sunday 10:00 WIB', '2026-03-08T03:00:00Z', CHAT_STATUS.offline],
    // The weekday and the hour are read on the WIB clock, not the UTC one.
    ['Sunday 01:30 UTC = Sunday 08:30 WIB', '2026-03-01T01:30:00Z', CHAT_STATUS.offline],
    ['Sunday 23:30 UTC = Monday 06:30 WIB', '2026-03-01T23:30:00Z', CHAT_STATUS.offline],
    ['Monday 01:30 UTC = Monday 08:30 WIB', '2026-03-02T01:30:00Z', CHAT_STATUS.online],
    ['Friday 20:00 UTC = Saturday 03:00 WIB', '2026-03-06T20:00:00Z', CHAT_STATUS.offline],
    ['Saturday 02:30 UTC = Saturday 09:30 WIB', '2026-03-07T02:30:00Z', CHAT_STATUS.online],
  ])('S2-7-03 %s (%s) is %s', (_label, instant, expected) => {
    expect(chatStatusAt(new Date(instant), open)).toBe(expected);
  });

  test('S2-7-03 inside a nextOffline range the chat is offline, outside it follows the schedule', () => {
    const range = { startDate: '2026-03-15T17:00:00.000Z', endDate: '2026-03-16T17:00:00.000Z' };
    const withRange = { ...open, offlineRanges: [range] };
    expect(chatStatusAt(new Date('2026-03-16T03:00:00Z'), withRange)).toBe(CHAT_STATUS.offline);
    expect(chatStatusAt(new Date('2026-03-15T17:00:00Z'), withRange)).toBe(CHAT_STATUS.offline);
    expect(chatStatusAt(new Date('2026-03-16T17:00:00Z'), { ...withRange, schedule: [] })).toBe(CHAT_STATUS.online);
    expect(chatStatusAt(new Date('2026-03-23T03:00:00Z'), withRange)).toBe(CHAT_STATUS.online);
  });

  test('S2-7-03 a company without the chat feature is NO_CHAT_FEATURE whatever the time', () => {
    expect(chatStatusAt(new Date('2026-03-02T03:00:00Z'), { ...open, hasChat: false })).toBe(CHAT_STATUS.noFeature);
  });

  test('a chat company without any schedule is online all week', () => {
    expect(chatStatusAt(new Date('2026-03-08T20:00:00Z'), { ...open, schedule: [] })).toBe(CHAT_STATUS.online);
  });

  test('the WIB wall clock and start of day are shifted by seven hours', () => {
    expect(wibWallClock(new Date('2026-03-01T17:00:00Z'))).toEqual({ day: 'MONDAY', minute: 0 });
    expect(wibStartOfDay(new Date('2026-03-01T18:00:00Z')).toISOString()).toBe('2026-03-01T17:00:00.000Z');
    expect(wibStartOfDay(new Date('2026-03-01T16:59:00Z')).toISOString()).toBe('2026-02-28T17:00:00.000Z');
  });
});
