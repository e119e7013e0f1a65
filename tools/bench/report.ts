import { KB } from './bench-constants';
import type { ApiBenchResult } from './api-benchmarks';
import type { BudgetCheck } from './budgets';
import type { BuildTime } from './build-times';
import { PACKAGE_GROUPS } from './package-groups';
import type { PageWeight } from './page-weight';
import type { LighthouseResult } from './lighthouse-figures';
import { calibrationNote } from './cpu-calibration';
import { median } from './median';

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const seconds = (value: number) => `${value.toFixed(1)} s`;

/** A plain text table: the first column left-aligned, the others right-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function pageWeightReport(pages: readonly PageWeight[]): string {
  const header = ['JS transferred on first load (gzip)', ...pages.map((page) => page.page)];
  const groupRows = PACKAGE_GROUPS.map((group) => [group, ...pages.map((page) => kb(page.byGroup[group]))]);
  const apps = [...new Set(pages.flatMap((page) => Object.keys(page.byApp)))] as (keyof PageWeight['byApp'])[];
  const appRows = apps.map((app) => [`  served by ${app}`, ...pages.map((page) => kb(page.byApp[app] ?? 0))]);
  const countRow = ['  scripts', ...pages.map((page) => String(page.scripts.length))];
  return table(header, [...groupRows, ['total', ...pages.map((page) => kb(page.totalBytes))], ...appRows, countRow]);
}

/** One page: package groups by the app that served them. */
export function pageSplitReport(page: PageWeight): string {
  const apps = Object.keys(page.byAppAndGroup) as (keyof PageWeight['byAppAndGroup'])[];
  const rows = PACKAGE_GROUPS.map((group) => [group, ...apps.map((app) => kb(page.byAppAndGroup[app]![group])), kb(page.byGroup[group])]);
  const totals = ['total', ...apps.map((app) => kb(page.byApp[app] ?? 0)), kb(page.totalBytes)];
  return table([`${page.page} by app (gzip)`, ...apps, 'all'], [...rows, totals]);
}

export function buildTimeReport(times: readonly BuildTime[]): string {
  const alone = times.filter((time) => time.target !== 'all six');
  const rows = times.map((time) => [
    time.target === 'all six' ? 'all six together (pnpm -r)' : `${time.target} alone`,
    time.ok ? seconds(time.seconds) : `FAILED after ${seconds(time.seconds)}`,
  ]);
  rows.splice(alone.length, 0, ['sum of the six alone', seconds(alone.reduce((sum, time) => sum + time.seconds, 0))]);
  return table(['production build', 'wall time'], rows);
}

export function budgetReport(checks: readonly BudgetCheck[]): string {
  const format = (value: number, unit: BudgetCheck['unit']) => (unit === 'bytes' ? kb(value) : seconds(value));
  return table(
    ['budget', 'limit', 'measured', ''],
    checks.map((check) => [
      check.name,
      format(check.limit, check.unit),
      check.actual === null ? '-' : format(check.actual, check.unit),
      check.status,
    ]),
  );
}

export function apiBenchReport(results: readonly ApiBenchResult[]): string {
  return results
    .map((result) => {
      if (result.status === 'missing') return `api/${result.script}: not written yet`;
      if (result.status === 'failed') return `api/${result.script}: FAILED ${result.failure ?? ''}`;
      return `api/${result.script}: ${JSON.stringify(result.figures)}`;
    })
    .join('\n');
}

/** Lighthouse mobile, one row per page: the medians of its runs. */
export function lighthouseReport(results: readonly LighthouseResult[]): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const secondsOfMs = (value: number) => `${(value / 1000).toFixed(2)} s`;
  const [first] = results;
  if (!first) return 'Lighthouse mobile: no page was measured';
  const { runs, cpuSlowdown } = first;
  const rows = table(
    [`Lighthouse mobile (${cpuSlowdown}x CPU, slow 4G; median of ${runs})`, 'perf', 'LCP', 'FCP', 'TBT', 'CLS', 'Speed Index', 'CPU index'],
    results.map((result) => [
      result.page === result.path ? result.page : `${result.page} (${result.path})`,
      String(Math.round(result.score)),
      secondsOfMs(result.lcpMs),
      secondsOfMs(result.fcpMs),
      ms(result.tbtMs),
      result.cls.toFixed(3),
      secondsOfMs(result.speedIndexMs),
      String(Math.round(result.benchmarkIndex)),
    ]),
  );
  const note = calibrationNote(median(results.map((result) => result.benchmarkIndex)), cpuSlowdown);
  return note ? `${rows}\n${note}` : rows;
}
