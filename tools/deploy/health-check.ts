import { chromium } from 'playwright-core';
import { EXPOSED_MODULES } from '@klob/shared/units';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../platform/chromium';
import type { RemoteName } from '../webpack/ports';
import { ENTRY_FILE, integrityOf } from './entry-integrity';

export interface HealthCheckTarget {
  remote: RemoteName;
  /** Where the remote's server answers, e.g. http://localhost:3003. */
  remoteOrigin: string;
  /** Where the shell answers: its page loads the remote as every visitor's does. */
  shellOrigin: string;
  /** The hash recorded for the deployed entry: the served bytes must match it. */
  integrity: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** The shell's page that loads every remote's './build-info': light, and it needs no signed-in user. */
const PROBE_PAGE = '/status/remotes';

async function fetchChecks({ remote, remoteOrigin, integrity, timeoutMs }: Required<HealthCheckTarget>): Promise<string[]> {
  const signal = AbortSignal.timeout(timeoutMs);
  const manifest = await fetch(`${remoteOrigin}/mf-manifest.json`, { signal, cache: 'no-store' });
  if (!manifest.ok) return [`${remoteOrigin}/mf-manifest.json answered ${manifest.status}`];
  const { name } = (await manifest.json()) as { name?: unknown };
  if (name !== remote) return [`${remoteOrigin}/mf-manifest.json serves the federation '${String(name)}', not '${remote}'`];
  const entry = await fetch(`${remoteOrigin}/${ENTRY_FILE}`, { signal, cache: 'no-store' });
  if (!entry.ok) return [`${remoteOrigin}/${ENTRY_FILE} answered ${entry.status}`];
  const served = integrityOf(Buffer.from(await entry.arrayBuffer()));
  return served === integrity ? [] : [`${remoteOrigin}/${ENTRY_FILE} serves other bytes than the deployed build (${served})`];
}

/** In the shell's page, through its federation runtime (and so the entry's integrity check): every exposed module of the remote loads. */
async function browserChecks({ remote, shellOrigin, timeoutMs }: Required<HealthCheckTarget>): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    await page.goto(`${shellOrigin}${PROBE_PAGE}`, { timeout: timeoutMs });
    // The runtime exists before the shell has read /remotes.json: wait until the remote is registered in it.
    await page.waitForFunction(
      (name) => {
        type Instance = { options: { name: string; remotes?: { name: string }[] } };
        const instances = (globalThis as { __FEDERATION__?: { __INSTANCES__?: Instance[] } }).__FEDERATION__?.__INSTANCES__ ?? [];
        return instances.some(
          (instance) => instance.options.name === 'shell' && instance.options.remotes?.some((entry) => entry.name === name),
        );
      },
      remote,
      { timeout: timeoutMs },
    );
    return await page.evaluate(
      async ({ remote, modules, timeoutMs }) => {
        type Instance = { options: { name: string }; loadRemote(id: string): Promise<unknown> };
        const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__;
        const shell = instances.find((instance) => instance.options.name === 'shell');
        if (!shell) return ['the shell page has no federation runtime'];
        const problems: string[] = [];
        for (const [module, kind] of modules) {
          const id = `${remote}/${module}`;
          try {
            const loaded = await Promise.race([
              shell.loadRemote(id),
              new Promise((_, reject) => setTimeout(() => reject(new Error(`did not load within ${timeoutMs} ms`)), timeoutMs)),
            ]);
            const value = (loaded && typeof loaded === 'object' && 'default' in loaded ? loaded.default : loaded) as Record<
              string,
              unknown
            > | null;
            if (value === null || value === undefined) problems.push(`${id} loaded nothing`);
            else if (kind === 'mountable' && !['bootstrap', 'mount', 'unmount'].every((name) => name in value)) {
              problems.push(`${id} is not a mountable unit (no bootstrap, mount and unmount)`);
            }
          } catch (error) {
            problems.push(
              `${id} did not load in the shell's page: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
            );
          }
        }
        return problems;
      },
      { remote, modules: Object.entries(EXPOSED_MODULES[remote]), timeoutMs },
    );
  } finally {
    await browser.close();
  }
}

/**
 * Whether a just deployed remote works on the running platform: its server serves the deployed
 * manifest and entry (byte for byte), and in headless Chromium the shell's page loads every module
 * the shell expects of it. Answers one line per problem; empty when healthy.
 */
export async function checkRemoteHealth(target: HealthCheckTarget): Promise<string[]> {
  const full = { timeoutMs: DEFAULT_TIMEOUT_MS, ...target };
  try {
    const served = await fetchChecks(full);
    return served.length > 0 ? served : await browserChecks(full);
  } catch (error) {
    return [`the health check could not run: ${(error as Error).message.split('\n')[0]}`];
  }
}
