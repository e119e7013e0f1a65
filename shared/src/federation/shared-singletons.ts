import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Packages loaded once for the whole page (docs/ARCHITECTURE.md "Shared singletons"), for the
 * platform's webpack factory and for partners' remotes (`remotePreset`, README "Partner kit").
 * react-dom/client and the JSX runtimes (React's and emotion's, the JSX import
 * source) are listed too, or a remote bundles its own copy (TOOLCHAIN.md). @emotion/cache
 * too: each remote's units get their own emotion cache from `createMountable`, made with
 * the one copy @emotion/react carries.
 *
 * react-router-dom is deliberately not shared: only the shell routes, remotes
 * navigate through `services.navigate`, and a shared package loses its
 * tree-shaking (58 KB gz shared on `/`). rxjs likewise: the bus, its only
 * user at run time, lives in the `@klob/shared` singleton, which carries the
 * three rxjs classes it needs (16 KB gz for all of rxjs when shared). react-i18next likewise:
 * its three exports in use reach every app through the `@klob/shared/react-i18n` singleton
 * entry, one context for the page without `Trans` and its HTML parser (6 KB gz shared whole).
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'i18next',
  '@emotion/react',
  '@emotion/cache',
  '@emotion/react/jsx-runtime',
  '@emotion/react/jsx-dev-runtime',
  '@klob/shared',
  '@klob/shared/react-i18n',
] as const;

function packageNameOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

interface AppManifest {
  dependencies?: Record<string, string>;
}

const EXACT_VERSION = /^\d+\.\d+\.\d+$/;

/**
 * The version of a package an app builds with: its exact pin in package.json (every app of the platform
 * pins), else the installed package's own version (a workspace package, or `@klob/shared` installed from
 * the packed kit with a `file:` dependency).
 */
function versionOf(appDir: string, manifest: AppManifest, packageName: string): string {
  const pinned = manifest.dependencies?.[packageName];
  if (pinned && EXACT_VERSION.test(pinned)) return pinned;
  return (createRequire(path.join(appDir, 'package.json'))(`${packageName}/package.json`) as { version: string }).version;
}

/**
 * The range an app built against `version` accepts from the page: that minor or any later one of the
 * same major (`1.2.5` -> `^1.2.0`). A minor adds and never breaks (semver, shared/README.md
 * "Versions"), so a remote built one minor behind still runs beside the others; another major, or a
 * newer minor than the page has (whose additions the page would lack), does not.
 */
export function compatibleRange(version: string): string {
  const [major, minor] = version.split('.');
  if (!major || !minor) throw new Error(`'${version}' is not a semver version`);
  return `^${major}.${minor}.0`;
}

/**
 * The share config of one singleton: the version the app builds with, the compatible range of it, and `strictVersion`: a remote the page cannot
 * satisfy fails to load in its own slot, with the runtime's message naming both versions (the slot
 * shows them), instead of running against another channel map or another React.
 */
function shareConfigOf(appDir: string, manifest: AppManifest, request: string) {
  const version = versionOf(appDir, manifest, packageNameOf(request));
  return { singleton: true, requiredVersion: compatibleRange(version), strictVersion: true, version };
}

/**
 * The `shared` option of the federation plugin for one app: only what the app
 * depends on. The version is given explicitly because the runtime cannot read
 * it for a subpath such as '@emotion/react/jsx-runtime' (it would offer '0').
 */
export function sharedSingletons(appDir: string) {
  const manifest = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as AppManifest;
  const dependencies = manifest.dependencies ?? {};
  const entries = SINGLETON_PACKAGES.filter((request) => packageNameOf(request) in dependencies).map((request) => [
    request,
    shareConfigOf(appDir, manifest, request),
  ]);
  return Object.fromEntries(entries);
}
