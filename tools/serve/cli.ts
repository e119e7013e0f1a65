import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { KlobAppDefinition } from '../webpack/create-config';
import { portOf, type PlatformProcess } from '../webpack/ports';
import { remotesManifestReader } from '../webpack/remotes-manifest';
import { runtimeFilesOf } from '../webpack/runtime-files';
import { remoteOriginsOf } from './security-headers';
import { createRemoteRoutesReader, routesTtlFrom, shellRoutesReader } from './published-routes';
import { serveApp } from './serve-app';

/** `tsx ../tools/serve/cli.ts`, run from an app's folder: serves its production build. */
const appDir = process.cwd();
const { default: app } = (await import(pathToFileURL(path.join(appDir, 'webpack.config.ts')).href)) as { default: KlobAppDefinition };
const port = portOf(app.federationName as PlatformProcess);
const isHost = app.kind === 'host';
const environment = process.env.KLOB_ENV ?? 'local';
const root = path.join(appDir, 'dist');
const readRemotesManifest = remotesManifestReader(environment, appDir);

const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${portOf('api')}`;
// The host composes the routes the remotes publish (read from their origins, briefly cached) with its own.
const remoteRoutes = createRemoteRoutesReader({ manifest: readRemotesManifest, ttlMs: routesTtlFrom() });

await serveApp({
  root,
  port,
  spaFallback: isHost,
  cors: !isHost,
  proxy: isHost ? { target: apiUrl, prefixes: app.devProxyPaths ?? [] } : undefined,
  // Remotes serve no page in production, so only the shell reads run-time files there.
  runtimeJson: isHost ? { ...runtimeFilesOf('host', environment, appDir), '/routes.json': remoteRoutes.read } : undefined,
  // The page's policy follows the manifest it is given (re-read when it changes, so editing it needs no restart).
  pageOrigins: isHost ? () => remoteOriginsOf(readRemotesManifest()) : undefined,
  // The host answers 404 for paths none of its pages claims, and serves sitemap.xml and robots.txt.
  pageIndex: isHost
    ? (await import('./shell-page-index')).createShellPageIndex({
        apiUrl,
        shellRoutes: shellRoutesReader(root),
        remoteRoutes: remoteRoutes.read,
      })
    : undefined,
});
console.info(`${app.federationName}: serving ${root} on http://localhost:${port}`);
