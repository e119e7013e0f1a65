import type { KlobAppDefinition } from '@klob/tools/webpack';

/** Exposed modules: one file each in src/expose/, named in the exposed-module map of @klob/shared (units). */
const remote: KlobAppDefinition = {
  federationName: 'mf_search',
  kind: 'remote',
  title: 'mf-search harness',
  devProxyPaths: ['/rest', '/locale', '/files'],
};

export default remote;
