import type { KlobAppDefinition } from '@klob/tools/webpack';

const companyLanding: KlobAppDefinition = {
  federationName: 'mf_company_landing',
  kind: 'remote',
  title: 'mf-company-landing harness',
  exposes: {
    './coming-soon': './src/expose/coming-soon.ts',
    './partner-routes': './src/expose/partner-routes.ts',
  },
  devProxyPaths: ['/rest', '/locale', '/files'],
};

export default companyLanding;
