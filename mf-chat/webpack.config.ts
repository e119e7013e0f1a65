import type { KlobAppDefinition } from '@klob/tools/webpack';

const chat: KlobAppDefinition = {
  federationName: 'mf_chat',
  kind: 'remote',
  title: 'mf-chat harness',
  exposes: {
    './community-popup': './src/expose/community-popup.ts',
  },
  devProxyPaths: ['/rest', '/locale', '/identity', '/v1', '/socket.io'],
};

export default chat;
