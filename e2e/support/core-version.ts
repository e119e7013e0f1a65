import { BOOT_DATA_ELEMENT_ID } from '@klob/shared/first-screen/contract';
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { localUrlOf, type StaticApp } from '../../tools/platform/processes';
import { entryIntegrityOf } from '../../tools/deploy/entry-integrity';
import { E2E_PORTS } from './e2e-platform';
import { buildEditedCopy, type EditedBuild } from './remote-deploy';
import { originOf, type FaultyRemote } from './remote-faults';

const SHARED_PACKAGE = '@klob/shared';

/** The version of `@klob/shared` the workspace holds (what the served builds were made with). */
export function currentCoreVersion(): string {
  const manifest = path.resolve(import.meta.dirname, '../../shared/package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The same major, one minor back: '1.1.0' -> '1.0.0' (fails on a .0 minor, which has no previous one). */
export function previousMinorOf(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  if (major === undefined || minor === undefined || minor < 1) throw new Error(`${version} has no previous minor`);
  return `${major}.${minor - 1}.0`;
}

/** The next major: '1.1.0' -> '2.0.0'. */
export function nextMajorOf(version: string): string {
  const [major] = version.split('.').map(Number);
  if (major === undefined || Number.isNaN(major)) throw new Error(`${version} is not a semver version`);
  return `${major + 1}.0.0`;
}

/** Links every entry of `from` into `to` by its real path, except `skip`. */
function linkEntries(from: string, to: string, skip: ReadonlySet<string>): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from)) {
    if (!skip.has(entry)) fs.symlinkSync(fs.realpathSync(path.join(from, entry)), path.join(to, entry));
  }
}

/**
 * Makes a copy of an app build against `@klob/shared` declaring `version`: the copy's node_modules
 * becomes a folder of links to the real one's, whose `@klob/shared` is the real package (its
 * sources linked) with only its package.json's version set. The real sources are never changed.
 */
function declareCoreVersion(copyDir: string, version: string): void {
  const modules = path.join(copyDir, 'node_modules');
  const realModules = fs.realpathSync(modules);
  fs.unlinkSync(modules);
  // The federation plugin writes its own files under node_modules/.federation: the copy gets its own.
  linkEntries(realModules, modules, new Set(['@klob', '.federation']));
  const scope = path.join(realModules, '@klob');
  linkEntries(scope, path.join(modules, '@klob'), new Set(['shared']));
  const realShared = fs.realpathSync(path.join(scope, 'shared'));
  const shared = path.join(modules, '@klob', 'shared');
  linkEntries(realShared, shared, new Set(['package.json']));
  const manifest = JSON.parse(fs.readFileSync(path.join(realShared, 'package.json'), 'utf8')) as { name: string; version: string };
  if (manifest.name !== SHARED_PACKAGE) throw new Error(`${realShared} is not ${SHARED_PACKAGE}`);
  fs.writeFileSync(path.join(shared, 'package.json'), JSON.stringify({ ...manifest, version }, null, 2));
}

/** A production build of a copy of `app` made against `@klob/shared` at `version`. */
export const buildAgainstCore = (app: StaticApp, version: string): Promise<EditedBuild> =>
  buildEditedCopy(app, (copyDir) => declareCoreVersion(copyDir, version));

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.map': 'application/json',
};

/**
 * Serves `distDir` to this page in place of `remote`'s deployed build (Playwright answers the
 * browser's requests to that origin), so the platform's own files stay as they are for other tests. The
 * page's remotes manifest names the served entry's hash, as a deploy of that build would write it.
 */
export async function serveBuildAs(page: Page, remote: FaultyRemote, distDir: string): Promise<void> {
  const origin = originOf(remote);
  type Manifest = Record<string, string | { entry: string; integrity?: string }>;
  const withServedEntry = (manifest: Manifest): Manifest => {
    const served = manifest[remote];
    const entry = typeof served === 'string' ? served : served?.entry;
    return entry
      ? { ...manifest, [remote]: { ...(typeof served === 'object' ? served : {}), entry, integrity: entryIntegrityOf(distDir) } }
      : manifest;
  };
  await page.route(`${localUrlOf(E2E_PORTS, 'shell')}/remotes.json`, async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: withServedEntry((await response.json()) as Manifest) });
  });
  // The page's own HTML carries the manifest too (issue 25's inlined start-up data): the same edit there, made while
  // the page is parsed (answering the document from here would make Chromium refuse its calls to the loopback origins).
  await page.addInitScript(
    ({ elementId, remote, integrity }) => {
      const observer = new MutationObserver(() => {
        const element = document.getElementById(elementId);
        if (!element?.textContent) return;
        try {
          const data = JSON.parse(element.textContent) as { remotes?: Record<string, string | { entry: string }> };
          const served = data.remotes?.[remote];
          const entry = typeof served === 'string' ? served : served?.entry;
          if (data.remotes && entry) data.remotes[remote] = { ...(typeof served === 'object' ? served : {}), entry, integrity } as never;
          element.textContent = JSON.stringify(data);
          observer.disconnect();
        } catch {
          // Not all of it parsed yet: the next change finishes it.
        }
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    },
    { elementId: BOOT_DATA_ELEMENT_ID, remote, integrity: entryIntegrityOf(distDir) },
  );
  await page.route(`${origin}/**`, async (route: Route) => {
    const file = path.join(distDir, decodeURIComponent(new URL(route.request().url()).pathname));
    if (!file.startsWith(distDir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      await route.fulfill({ status: 404, body: 'not found' });
      return;
    }
    await route.fulfill({
      status: 200,
      contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: fs.readFileSync(file),
    });
  });
}
