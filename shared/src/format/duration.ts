import { pad2 } from './digits';

/** spec 1 §9: 3725 seconds -> '01:02:05'. Negative or unreadable durations read '00:00:00'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds % 60)}`;
}
