import fs from 'node:fs';
import path from 'node:path';

/**
 * Packages loaded once for the whole page (ARCHITECTURE.md "Shared singletons").
 * react-dom/client and the JSX runtimes (React's and emotion's, the JSX import
 * source) are listed too, or a remote bundles its own copy (TOOLCHAIN.md).
 *
 * react-router-dom is deliberately not shared: only the shell routes, remotes
 * navigate through `services.navigate`, and a shared package loses its
 * tree-shaking (58 KB gz shared on `/`). rxjs likewise: the bus, its only
 * user at run time, lives in the `@klob/shared` singleton, which carries the
 * three rxjs classes it needs (16 KB gz for all of rxjs when shared).
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'i18next',
  'react-i18next',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  '@emotion/react/jsx-dev-runtime',
  '@klob/shared',
] as const;

function packageNameOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

interface AppManifest {
  dependencies?: Record<string, string>;
}

/** The version an app pins for a package (exact pins in every app's package.json); false for workspace packages. */
const pinnedVersion = (manifest: AppManifest, packageName: string): string | false => {
  const version = manifest.dependencies?.[packageName];
  return version && !version.startsWith('workspace:') ? version : false;
};

/**
 * The `shared` option of the federation plugin for one app: only what the app
 * depends on. The version is given explicitly because the runtime cannot read
 * it for a subpath such as '@emotion/react/jsx-runtime' (it would offer '0').
 */
export function sharedSingletons(appDir: string) {
  const manifest = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as AppManifest;
  const dependencies = manifest.dependencies ?? {};
  const entries = SINGLETON_PACKAGES.filter((request) => packageNameOf(request) in dependencies).map((request) => {
    const version = pinnedVersion(manifest, packageNameOf(request));
    return [request, { singleton: true, requiredVersion: version, ...(version ? { version } : {}) }];
  });
  return Object.fromEntries(entries);
}
