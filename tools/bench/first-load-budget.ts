import { KB } from './bench-constants';
import type { LoadedScript } from './page-load';

export interface FirstLoadVerdict {
  totalBytes: number;
  limitBytes: number;
  over: boolean;
  /** One line for the CI log, with the byte counts and the biggest scripts when over. */
  message: string;
}

/** How many of a first load's scripts the browser asked for before it painted anything (issue 25's goal: 12 at most). */
export function scriptsBeforeFirstPaintLine(page: string, scripts: readonly LoadedScript[], goal: number): string {
  const before = scripts.filter((script) => script.beforeFirstPaint).length;
  return `${page}: ${before} of ${scripts.length} scripts requested before the first contentful paint (goal ${goal}${before > goal ? ', not met' : ''})`;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const BIGGEST_SCRIPTS_LISTED = 5;

/**
 * The bytes budget of a page: the bytes of every script its first load transfers (the shell's and the
 * remotes' it mounts), as they came over the wire, against the page's limit. A byte count, never a timing.
 */
export function firstLoadVerdict(page: string, scripts: readonly LoadedScript[], limitBytes: number): FirstLoadVerdict {
  const totalBytes = scripts.reduce((sum, script) => sum + script.transferredBytes, 0);
  const over = totalBytes > limitBytes;
  const headline = `${page} first-load JS: ${totalBytes} bytes transferred in ${scripts.length} files (${kb(totalBytes)}) of ${limitBytes} (${kb(limitBytes)})`;
  if (!over) return { totalBytes, limitBytes, over, message: `${headline}: within budget` };
  const biggest = [...scripts]
    .sort((a, b) => b.transferredBytes - a.transferredBytes)
    .slice(0, BIGGEST_SCRIPTS_LISTED)
    .map((script) => `  ${script.transferredBytes} bytes  ${script.url}`);
  return {
    totalBytes,
    limitBytes,
    over,
    message: [`${headline}: OVER by ${totalBytes - limitBytes} bytes; biggest scripts:`, ...biggest].join('\n'),
  };
}
