import type { KlobAppDefinition } from '@klob/tools/webpack';
import { publishedTexts } from './src/texts';

/** Exposed modules: one file each in src/expose/, named in the exposed-module map of @klob/shared (units). */
const remote: KlobAppDefinition = {
  federationName: 'mf_journey',
  kind: 'remote',
  title: 'mf-journey harness',
  devProxyPaths: ['/rest', '/locale', '/files'],
  // Published as dist/locales/ with this build; the api serves them from this app's origin (issue 23).
  texts: publishedTexts,
};

export default remote;
