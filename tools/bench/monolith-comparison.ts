import type { Browser } from 'playwright-core';
import type { PlatformPorts } from '../platform/processes';
import { PLATFORM_STATE_FILE } from './bench-platform';
import { measureLighthouse } from './lighthouse';
import { buildMonolith } from './monolith/build-monolith';
import { MONOLITH_DIST_DIR } from './monolith/monolith-config';
import { withMonolithAsShell } from './monolith/serve-monolith';
import { scriptsOfFirstLoad } from './page-load';
import { sumByGroup } from './page-weight';
import type { BuildLoad, MonolithComparison } from './monolith-report';
import { attributeScript } from './source-attribution';

/** Issue 25: the comparison is made on the landing page. */
const COMPARED_PAGE = '/';
/** The files only a federated page fetches: each remote's manifest and entry. */
const FEDERATION_FILE = /\/(mf-manifest\.json|remoteEntry\.js)(\?|$)/;

async function federationRequestsOf(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let count = 0;
    page.on('request', (request) => {
      if (FEDERATION_FILE.test(request.url())) count += 1;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return count;
  } finally {
    await context.close();
  }
}

async function measureBuild(
  browser: Browser,
  shellUrl: string,
  ports: PlatformPorts,
  distDir: string | undefined,
  progress: (line: string) => void,
): Promise<BuildLoad> {
  const url = `${shellUrl}${COMPARED_PAGE}`;
  const loaded = await scriptsOfFirstLoad(browser, url, ports);
  // The monolith is served from the shell's port: its maps are in its own dist/, not the shell's.
  const attributed = await Promise.all(loaded.map((script) => attributeScript(script, distDir ?? undefined)));
  const [lighthouse] = await measureLighthouse(shellUrl, [{ name: COMPARED_PAGE, path: COMPARED_PAGE, signedIn: false }], progress);
  return {
    jsBytes: loaded.reduce((sum, script) => sum + script.transferredBytes, 0),
    scripts: loaded.length,
    federationRequests: await federationRequestsOf(browser, url),
    byGroup: sumByGroup(attributed),
    lcpMs: lighthouse!.lcpMs,
    score: lighthouse!.score,
  };
}

/**
 * Builds the monolithic variant (the shell with every remote's exposed units bundled in, no federation),
 * loads `/` cold from the running platform's shell and then from the monolith served in its place, and
 * compares the JS transferred and Lighthouse's LCP.
 */
export async function compareWithMonolith(
  browser: Browser,
  shellUrl: string,
  ports: PlatformPorts,
  progress: (line: string) => void,
): Promise<MonolithComparison> {
  progress('monolithic build of the shell with the remotes bundled in...');
  const monolithBuildSeconds = await buildMonolith();
  progress(`federated ${COMPARED_PAGE}: first load and Lighthouse...`);
  const federated = await measureBuild(browser, shellUrl, ports, undefined, progress);
  const monolithic = await withMonolithAsShell(PLATFORM_STATE_FILE, ports, (url) => {
    progress(`monolithic ${COMPARED_PAGE}: first load and Lighthouse...`);
    return measureBuild(browser, url, ports, MONOLITH_DIST_DIR, progress);
  });
  return { page: COMPARED_PAGE, federated, monolithic, monolithBuildSeconds };
}
