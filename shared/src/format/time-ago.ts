import type { Language } from '../i18n/languages';

export type TimeAgoUnit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** spec 1 §9: time-ago labels in Indonesian or English. */
export const TIME_AGO_LABELS: Record<Language, { justNow: string; ago(count: number, unit: TimeAgoUnit): string }> = {
  id: {
    justNow: 'baru saja',
    ago: (count, unit) =>
      `${count} ${{ minute: 'menit', hour: 'jam', day: 'hari', week: 'minggu', month: 'bulan', year: 'tahun' }[unit]} yang lalu`,
  },
  en: {
    justNow: 'just now',
    ago: (count, unit) => `${count} ${unit}${count === 1 ? '' : 's'} ago`,
  },
};

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Each unit applies below the next one's threshold; a month counts as 30 days, a year as 365. */
const UNIT_STEPS: ReadonlyArray<{ unit: TimeAgoUnit; ms: number; below: number }> = [
  { unit: 'minute', ms: MINUTE_MS, below: HOUR_MS },
  { unit: 'hour', ms: HOUR_MS, below: DAY_MS },
  { unit: 'day', ms: DAY_MS, below: 7 * DAY_MS },
  { unit: 'week', ms: 7 * DAY_MS, below: 30 * DAY_MS },
  { unit: 'month', ms: 30 * DAY_MS, below: 365 * DAY_MS },
  { unit: 'year', ms: 365 * DAY_MS, below: Number.POSITIVE_INFINITY },
];

/**
 * '5 menit yang lalu' / '5 minutes ago'. Under a minute, a moment in the future or an
 * unreadable date reads 'baru saja' / 'just now'.
 */
export function formatTimeAgo(when: Date | string | number, language: Language = 'id', now: Date = new Date()): string {
  const labels = TIME_AGO_LABELS[language];
  const elapsed = now.getTime() - new Date(when).getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE_MS) return labels.justNow;
  const step = UNIT_STEPS.find(({ below }) => elapsed < below)!;
  return labels.ago(Math.floor(elapsed / step.ms), step.unit);
}
