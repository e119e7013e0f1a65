import type { Language } from '../i18n/languages';
import { pad2 } from './digits';

/** spec 2 §4, §9: schedule times are shown in Western Indonesian Time (WIB, Asia/Jakarta). */
const SCHEDULE_TIME_SUFFIX = 'WIB';

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar and clock parts of a moment in a named time zone. */
function partsInZone(date: Date, timeZone: string): ZonedParts {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    partFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(date).map(({ type, value }) => [type, value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/**
 * The parts of a moment in the runtime's own zone. Issue 25: read from the Date itself, not with Intl, whose first
 * use loads the browser's zone and locale data (25 ms on a laptop, about 100 on a phone) while a page starts.
 */
const localParts = (date: Date): ZonedParts => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
  hour: date.getHours(),
  minute: date.getMinutes(),
});

/** WIB is UTC+07:00 all year (no daylight saving since 1964): its parts need no zone data either (issue 25, as above). */
const SCHEDULE_OFFSET_MS = 7 * 60 * 60 * 1000;

function scheduleParts(date: Date): ZonedParts {
  const shifted = new Date(date.getTime() + SCHEDULE_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

/** spec 2 §3, §9: a message time, 'HH:mm', in the viewer's time zone unless one is given. */
export function formatMessageTime(when: Date | string | number, timeZone?: string): string {
  const date = toDate(when);
  if (Number.isNaN(date.getTime())) return '';
  const { hour, minute } = timeZone === undefined ? localParts(date) : partsInZone(date, timeZone);
  return `${pad2(hour)}:${pad2(minute)}`;
}

/** Short month names, fixed here so the output does not depend on the runtime's ICU data. */
export const SHORT_MONTH_NAMES: Record<Language, readonly string[]> = {
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/** An offline range bound as '11 Okt 2024 22:00 WIB' (spec 2 §4: offline date ranges). */
export function formatScheduleDateTime(when: Date | string | number, language: Language = 'id'): string {
  const date = toDate(when);
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day, hour, minute } = scheduleParts(date);
  return `${day} ${SHORT_MONTH_NAMES[language][month - 1]} ${year} ${pad2(hour)}:${pad2(minute)} ${SCHEDULE_TIME_SUFFIX}`;
}
