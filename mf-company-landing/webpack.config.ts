import type { KlobAppDefinition } from '@klob/tools/webpack';

/** Exposed modules: one file each in src/expose/, named in the exposed-module map of @klob/shared (units). */
const companyLanding: KlobAppDefinition = {
  federationName: 'mf_company_landing',
  kind: 'remote',
  title: 'mf-company-landing harness',
  devProxyPaths: ['/rest', '/locale', '/files'],
};

export default companyLanding;
