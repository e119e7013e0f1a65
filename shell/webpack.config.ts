import path from 'node:path';
import type { KlobAppDefinition } from '@klob/tools/webpack';
import { publishedTexts } from './src/texts';
import { shellPublishedRoutes } from './src/routes/route-table';

const shell: KlobAppDefinition = {
  federationName: 'shell',
  kind: 'host',
  title: 'Klob — Karier dan Lowongan Kerja',
  favicon: path.join(import.meta.dirname, 'src/assets/favicon.svg'),
  runtimePlugins: [path.join(import.meta.dirname, 'src/remotes/federation-runtime-plugin.ts')],
  // The shell reads /remotes.json at run time; these per-environment files ship beside index.html.
  copy: [
    { from: 'config/remotes.*.json', to: '[name][ext]' },
    // spec 1 §2.9: the service worker, served from the root so its scope is the whole site.
    { from: 'public/serviceWorker.js', to: 'serviceWorker.js' },
  ],
  // Its own pages, published as dist/klob-routes.json: its server answers them 200 and lists the flagged ones in sitemap.xml.
  routes: shellPublishedRoutes(),
  // Paths the shell's origin forwards to the api (dev server and production server alike).
  devProxyPaths: ['/rest', '/locale', '/v1', '/socket.io', '/identity', '/files', '/static', '/dev'],
  // Published as dist/locales/ with this build; the api serves them from this app's origin (issue 23).
  texts: publishedTexts,
  // Issue 25: the page shell and the shell's pages, rendered by its server into the page's HTML.
  firstScreen: './src/first-screen.tsx',
};

export default shell;
