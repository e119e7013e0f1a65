import { useEffect, useState } from 'react';

/** spec 3 §3 job fair: the countdown to the event start (time left, completed). */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The start has passed. */
  completed: boolean;
}

export function countdownTo(start: Date, now: Date): Countdown {
  const left = Math.max(0, Math.floor((start.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    completed: left === 0,
  };
}

const TICK_MS = 1000;

/** The countdown, ticking every second until it completes. */
export function useCountdown(startDate: string): Countdown {
  const start = new Date(startDate);
  const [now, setNow] = useState(() => new Date());
  const completed = countdownTo(start, now).completed;
  useEffect(() => {
    if (completed) return;
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, [completed]);
  return countdownTo(start, now);
}
