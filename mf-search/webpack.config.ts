import type { KlobAppDefinition } from '@klob/tools/webpack';

/** Units are exposed from src/expose/ as they are built (see README.md). */
const remote: KlobAppDefinition = {
  federationName: 'mf_search',
  kind: 'remote',
  title: 'mf-search harness',
  exposes: {},
  devProxyPaths: ['/rest', '/locale', '/files'],
};

export default remote;
