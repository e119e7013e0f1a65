/** Where a moment falls in a date window: before it opens, inside it, or after it closed. */
export type WindowState = 'before' | 'open' | 'closed';

/** A missing bound is open-ended; a date without a time is midnight in Jakarta (UTC+7), the partners' time. */
export function windowStateAt(now: Date, startDate?: string | null, endDate?: string | null): WindowState {
  if (startDate && now < toMoment(startDate)) return 'before';
  if (endDate && now > toMoment(endDate, true)) return 'closed';
  return 'open';
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** An end date without a time lasts the whole day. */
function toMoment(value: string, endOfDay = false): Date {
  if (!DATE_ONLY.test(value)) return new Date(value);
  return new Date(`${value}T${endOfDay ? '23:59:59' : '00:00:00'}+07:00`);
}
