import { localUrlOf } from '../platform/processes';
import { withBenchPlatform } from './bench-platform';
import { LIGHTHOUSE_PAGE_NAMES, lighthousePages, measureLighthouse } from './lighthouse';
import { lighthouseReport } from './report';

/**
 * `pnpm bench:lighthouse [--url <shell>] [page...]`: Lighthouse mobile (three runs, medians) on issue 25's
 * pages (`/`, `/jobs`, `job detail`, `campaign page`, `/home/kloboard`; all unless named). With `--url` it
 * measures an already running platform (its shell's address, e.g. http://localhost:3000), else it starts
 * the bench's own from the last build, as `pnpm bench` does.
 */
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const urlAt = args.indexOf('--url');
const shellUrl = urlAt >= 0 ? args[urlAt + 1] : undefined;
if (urlAt >= 0 && !shellUrl) {
  console.error('usage: pnpm bench:lighthouse [--url <shell address>] [page...]');
  process.exit(2);
}
const names = urlAt >= 0 ? args.filter((_arg, index) => index !== urlAt && index !== urlAt + 1) : args;
const progress = (line: string) => console.info(`[lighthouse] ${line}`);

async function measureAt(url: string): Promise<string> {
  const pages = await lighthousePages(url, names.length > 0 ? names : LIGHTHOUSE_PAGE_NAMES);
  return lighthouseReport(await measureLighthouse(url, pages, progress));
}

const report = shellUrl ? await measureAt(shellUrl) : await withBenchPlatform(progress, (ports) => measureAt(localUrlOf(ports, 'shell')));
console.info(`\n${report}`);
