import fs from 'node:fs';
import path from 'node:path';

/**
 * Packages loaded once for the whole page (ARCHITECTURE.md "Shared singletons").
 * react-dom/client and the JSX runtimes are listed too, or a remote that calls
 * createRoot bundles its own React DOM (TOOLCHAIN.md).
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-router-dom',
  'rxjs',
  'i18next',
  'react-i18next',
  '@emotion/react',
  '@klob/shared',
] as const;

function packageNameOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

function declaredVersion(appDir: string, packageName: string): string | false {
  const manifest = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const version = manifest.dependencies?.[packageName];
  return version && !version.startsWith('workspace:') ? version : false;
}

/** The `shared` option of the federation plugin for one app: only what the app depends on. */
export function sharedSingletons(appDir: string) {
  const manifest = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const dependencies = manifest.dependencies ?? {};
  const entries = SINGLETON_PACKAGES.filter((request) => packageNameOf(request) in dependencies).map((request) => [
    request,
    { singleton: true, requiredVersion: declaredVersion(appDir, packageNameOf(request)) },
  ]);
  return Object.fromEntries(entries);
}
