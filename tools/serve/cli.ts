import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { KlobAppDefinition } from '../webpack/create-config';
import { portOf, type PlatformProcess, type RemoteName } from '../webpack/ports';
import { remotesManifestReader } from '../webpack/remotes-manifest';
import { runtimeFilesOf } from '../webpack/runtime-files';
import { deployedBuildsOf, deployRootFrom, servedDirOf } from '../deploy/deploy-store';
import { recordEntryIntegrity } from '../deploy/entry-integrity';
import { remoteStatesReader, withRemoteStates } from '../deploy/remote-states';
import { remoteOriginsOf } from './security-headers';
import { createRemoteRoutesReader, routesTtlFrom, shellRoutesReader } from './published-routes';
import { serveApp } from './serve-app';
import { createFirstScreenPages } from './first-screen/first-screen-pages';

/** `tsx ../tools/serve/cli.ts`, run from an app's folder: serves its production build. */
const appDir = process.cwd();
const { default: app } = (await import(pathToFileURL(path.join(appDir, 'webpack.config.ts')).href)) as { default: KlobAppDefinition };
const port = portOf(app.federationName as PlatformProcess);
const isHost = app.kind === 'host';
const environment = process.env.KLOB_ENV ?? 'local';
const deployRoot = deployRootFrom();
// A remote serves its deployed build (`pnpm deploy:remote`, a symlink flipped while it runs), its dist/ until one is deployed.
const remote = isHost ? null : (app.federationName as RemoteName);
const root = remote ? servedDirOf(deployRoot, remote, path.join(appDir, 'dist')) : path.join(appDir, 'dist');
// The start records the hash of the entry it serves: a file changed by hand afterwards is refused by the browsers.
const servedBuild = remote && deployedBuildsOf(deployRoot, remote).current;
if (remote && servedBuild) recordEntryIntegrity(deployRoot, remote, servedBuild);
const readRemotesManifest = remotesManifestReader(environment, appDir);
const readRemoteStates = remoteStatesReader(deployRoot);
const runtimeFiles = runtimeFilesOf('host', environment, appDir);

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
  // /remotes.json carries each remote's entry hash and kill switch, read per request from the deploy root.
  runtimeJson: isHost
    ? {
        ...runtimeFiles,
        '/remotes.json': () => withRemoteStates(readRemotesManifest(), readRemoteStates()),
        '/routes.json': remoteRoutes.read,
      }
    : undefined,
  // The page's policy follows the manifest it is given (re-read when it changes, so editing it needs no restart).
  pageOrigins: isHost ? () => remoteOriginsOf(readRemotesManifest()) : undefined,
  // The host answers 404 for paths none of its pages claims, and serves sitemap.xml and robots.txt.
  // Issue 25: public pages answer with their first screen in the HTML, rendered by the shell's and the remotes' renderers.
  firstScreenPage: isHost
    ? createFirstScreenPages({
        root,
        apiUrl,
        manifest: readRemotesManifest,
        remotesFile: () => withRemoteStates(readRemotesManifest(), readRemoteStates()),
        environment: runtimeFiles['/environment.json']!,
        remoteRoutes: remoteRoutes.read,
      }).page
    : undefined,
  pageIndex: isHost
    ? (await import('./shell-page-index')).createShellPageIndex({
        apiUrl,
        shellRoutes: shellRoutesReader(root),
        remoteRoutes: remoteRoutes.read,
      })
    : undefined,
});
console.info(`${app.federationName}: serving ${root} on http://localhost:${port}`);
