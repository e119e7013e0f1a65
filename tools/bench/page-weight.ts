import type { Browser } from 'playwright-core';
import type { PlatformPorts, StaticApp } from '../platform/processes';
import { PACKAGE_GROUPS } from './package-groups';
import { scriptsOfFirstLoad } from './page-load';
import { attributeScript, emptyGroupBytes, type AttributedScript, type GroupBytes } from './source-attribution';

export type ServingApp = StaticApp | 'other';

/** The JS a page's first load transfers, split by package group and by the app that served it. */
export interface PageWeight {
  page: string;
  totalBytes: number;
  byGroup: GroupBytes;
  /** Keyed by app, 'other' for scripts from any other origin. */
  byApp: Partial<Record<ServingApp, number>>;
  /** The package split of what each app served. */
  byAppAndGroup: Partial<Record<ServingApp, GroupBytes>>;
  scripts: Omit<AttributedScript, 'byGroup'>[];
}

export function sumByGroup(scripts: readonly AttributedScript[]): GroupBytes {
  const total = emptyGroupBytes();
  for (const script of scripts) for (const group of PACKAGE_GROUPS) total[group] += script.byGroup[group];
  return total;
}

function groupByApp(scripts: readonly AttributedScript[]): Map<ServingApp, AttributedScript[]> {
  const byApp = new Map<ServingApp, AttributedScript[]>();
  for (const script of scripts) byApp.set(script.app ?? 'other', [...(byApp.get(script.app ?? 'other') ?? []), script]);
  return byApp;
}

export async function measurePageWeight(browser: Browser, shellUrl: string, page: string, ports: PlatformPorts): Promise<PageWeight> {
  const loaded = await scriptsOfFirstLoad(browser, `${shellUrl}${page}`, ports, 'gzip');
  const scripts = await Promise.all(loaded.map((script) => attributeScript(script)));
  const scriptsByApp = [...groupByApp(scripts)];
  return {
    page,
    totalBytes: scripts.reduce((sum, script) => sum + script.transferredBytes, 0),
    byGroup: sumByGroup(scripts),
    byApp: Object.fromEntries(scriptsByApp.map(([app, served]) => [app, served.reduce((sum, script) => sum + script.transferredBytes, 0)])),
    byAppAndGroup: Object.fromEntries(scriptsByApp.map(([app, served]) => [app, sumByGroup(served)])),
    scripts: scripts.map(({ byGroup: _byGroup, ...script }) => script),
  };
}
