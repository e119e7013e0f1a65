/**
 * spec 1 §9: a fixed time window, 2024-10-11 22:00 to 23:00 UTC+7 (its purpose is not specified).
 * The start is inside the window, the end is not.
 */
export const FIXED_TIME_WINDOW = {
  start: '2024-10-11T22:00:00+07:00',
  end: '2024-10-11T23:00:00+07:00',
} as const;

const windowStartMs = Date.parse(FIXED_TIME_WINDOW.start);
const windowEndMs = Date.parse(FIXED_TIME_WINDOW.end);

export const isWithinFixedTimeWindow = (now: Date = new Date()): boolean => {
  const time = now.getTime();
  return time >= windowStartMs && time < windowEndMs;
};
