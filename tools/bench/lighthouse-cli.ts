import { parseArgs } from 'node:util';
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

function argumentsOf(args: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args: args.filter((arg) => arg !== '--'),
      options: { url: { type: 'string' }, 'cpu-slowdown': { type: 'string' } },
      allowPositionals: true,
    });
    const cpuSlowdown = values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
    if (values.url === '' || (cpuSlowdown !== undefined && !(cpuSlowdown > 0))) return null;
    return { shellUrl: values.url, cpuSlowdown, names: positionals };
  } catch {
    return null;
  }
}

const parsed = argumentsOf(process.argv.slice(2));
if (!parsed) {
  console.error(USAGE);
  process.exit(2);
}
const { shellUrl, cpuSlowdown, names } = parsed;
const progress = (line: string) => console.info(`[lighthouse] ${line}`);

async function measureAt(url: string): Promise<string> {
  const pages = await lighthousePages(url, names.length > 0 ? names : LIGHTHOUSE_PAGE_NAMES);
  return lighthouseReport(await measureLighthouse(url, pages, progress, { cpuSlowdown }));
}

const report = shellUrl ? await measureAt(shellUrl) : await withBenchPlatform(progress, (ports) => measureAt(localUrlOf(ports, 'shell')));
console.info(`\n${report}`);
