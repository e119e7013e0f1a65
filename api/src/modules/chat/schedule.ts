import {
  CHAT_SCHEDULE_UTC_OFFSET_MINUTES,
  CHAT_STATUS,
  CHAT_WEEKDAYS,
  type ChatOfflineRange,
  type ChatScheduleDay,
  type ChatStatus,
  type ChatWeekday,
} from '@klob/shared/api-contract/chat';

const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isHourMinute = (value: string): boolean => HH_MM.test(value);

/** Minutes since midnight of an 'HH:mm' time. */
export function minutesOfDay(hourMinute: string): number {
  const match = HH_MM.exec(hourMinute);
  if (!match) throw new Error(`Not an HH:mm time: '${hourMinute}'`);
  return Number(match[1]) * MINUTES_PER_HOUR + Number(match[2]);
}

/** The weekday and minute of the day of an instant, on the WIB wall clock (spec 2 §9). */
export function wibWallClock(instant: Date): { day: ChatWeekday; minute: number } {
  const shifted = new Date(instant.getTime() + CHAT_SCHEDULE_UTC_OFFSET_MINUTES * MINUTE_MS);
  // getUTCDay() counts from Sunday; CHAT_WEEKDAYS starts on Monday.
  const day = CHAT_WEEKDAYS[(shifted.getUTCDay() + 6) % 7] as ChatWeekday;
  return { day, minute: shifted.getUTCHours() * MINUTES_PER_HOUR + shifted.getUTCMinutes() };
}

/** The instant of the WIB midnight that starts the (WIB) day of `instant`. */
export function wibStartOfDay(instant: Date): Date {
  const offsetMs = CHAT_SCHEDULE_UTC_OFFSET_MINUTES * MINUTE_MS;
  const shifted = new Date(instant.getTime() + offsetMs);
  const midnightShifted = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
  return new Date(midnightShifted - offsetMs);
}

export function isInsideRange(instant: Date, range: ChatOfflineRange): boolean {
  const time = instant.getTime();
  return Date.parse(range.startDate) <= time && time < Date.parse(range.endDate);
}

export interface CompanyChatAvailability {
  hasChat: boolean;
  schedule: readonly ChatScheduleDay[];
  offlineRanges: readonly ChatOfflineRange[];
}

/**
 * spec 2 §4: online inside the weekly schedule (start inclusive, end exclusive,
 * WIB) and outside every offline range. A company with the chat feature and no
 * schedule at all is online all week (the spec is silent; see README).
 */
export function chatStatusAt(now: Date, { hasChat, schedule, offlineRanges }: CompanyChatAvailability): ChatStatus {
  if (!hasChat) return CHAT_STATUS.noFeature;
  if (offlineRanges.some((range) => isInsideRange(now, range))) return CHAT_STATUS.offline;
  if (schedule.length === 0) return CHAT_STATUS.online;
  const { day, minute } = wibWallClock(now);
  const isOpen = schedule.some((entry) => entry.day === day && minutesOfDay(entry.start) <= minute && minute < minutesOfDay(entry.end));
  return isOpen ? CHAT_STATUS.online : CHAT_STATUS.offline;
}
