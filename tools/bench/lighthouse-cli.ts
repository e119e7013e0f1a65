import { localUrlOf } from '../platform/processes';
import { withBenchPlatform } from './bench-platform';
import { LIGHTHOUSE_PAGE_NAMES, lighthousePages, measureLighthouse } from './lighthouse';
import { lighthouseReport } from './report';

/**
 * `pnpm bench:lighthouse [--url <shell>] [--cpu-slowdown <n>] [page...]`: Lighthouse mobile (three runs, medians) on
 * issue 25's pages (`/`, `/jobs`, `job detail`, `campaign page`, `/home/kloboard`; all unless named). With `--url` it
 * measures an already running platform (its shell's address, e.g. http://localhost:3000), else it starts
 * the bench's own from the last build, as `pnpm bench` does. `--cpu-slowdown` replaces the preset's 4x, for a host
 * slower than the desktop the preset assumes (the report says which slowdown Lighthouse's docs give it).
 */
const USAGE = 'usage: pnpm bench:lighthouse [--url <shell address>] [--cpu-slowdown <n>] [page...]';
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const options = new Map<string, string | undefined>();
const names: string[] = [];
for (let at = 0; at < args.length; at += 1) {
  const arg = args[at]!;
  if (arg === '--url' || arg === '--cpu-slowdown') options.set(arg, args[(at += 1)]);
  else names.push(arg);
}
const shellUrl = options.get('--url');
const cpuSlowdown = options.has('--cpu-slowdown') ? Number(options.get('--cpu-slowdown')) : undefined;
if ((options.has('--url') && !shellUrl) || (cpuSlowdown !== undefined && !(cpuSlowdown > 0))) {
  console.error(USAGE);
  process.exit(2);
}
const progress = (line: string) => console.info(`[lighthouse] ${line}`);

async function measureAt(url: string): Promise<string> {
  const pages = await lighthousePages(url, names.length > 0 ? names : LIGHTHOUSE_PAGE_NAMES);
  return lighthouseReport(await measureLighthouse(url, pages, progress, { cpuSlowdown }));
}

const report = shellUrl ? await measureAt(shellUrl) : await withBenchPlatform(progress, (ports) => measureAt(localUrlOf(ports, 'shell')));
console.info(`\n${report}`);
