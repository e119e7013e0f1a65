import type { KlobAppDefinition } from '@klob/tools/webpack';

/** Exposed modules: one file each in src/expose/, named in the exposed-module map of @klob/shared (units). */
const chat: KlobAppDefinition = {
  federationName: 'mf_chat',
  kind: 'remote',
  title: 'mf-chat harness',
  devProxyPaths: ['/rest', '/locale', '/identity', '/v1', '/socket.io'],
};

export default chat;
