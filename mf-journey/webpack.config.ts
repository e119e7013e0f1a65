import type { KlobAppDefinition } from '@klob/tools/webpack';
import { publishedTexts } from './src/texts';
import { JOURNEY_PUBLISHED_ROUTES } from './src/routes';

/** Exposed modules: one file each in src/expose/, named in the exposed-module map of @klob/shared (units). */
const remote: KlobAppDefinition = {
  federationName: 'mf_journey',
  kind: 'remote',
  // Published as dist/klob-routes.json: the shell and its server learn this remote's pages from it.
  routes: JOURNEY_PUBLISHED_ROUTES,
  title: 'mf-journey harness',
  devProxyPaths: ['/rest', '/locale', '/files'],
  // Published as dist/locales/ with this build; the api serves them from this app's origin (issue 23).
  texts: publishedTexts,
  // Issue 25: its public pages' first screens (a job, a company, the journey sections), rendered by the shell's server.
  firstScreen: './src/first-screen.ts',
};

export default remote;
