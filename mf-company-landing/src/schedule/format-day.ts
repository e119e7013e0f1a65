import type { Language } from '@klob/shared';
import { SHORT_MONTH_NAMES } from '@klob/shared/format';

/** '1 Sep 2026' for an ISO date (the date as written, no time-zone shift). */
export function formatDay(isoDate: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return `${Number(day)} ${SHORT_MONTH_NAMES[language][Number(month) - 1]} ${year}`;
}
