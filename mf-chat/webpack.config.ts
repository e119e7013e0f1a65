import type { KlobAppDefinition } from '@klob/tools/webpack';
import { publishedTexts } from './src/texts';

/** Exposed modules: one file each in src/expose/, named in the exposed-module map of @klob/shared (units). */
const chat: KlobAppDefinition = {
  federationName: 'mf_chat',
  kind: 'remote',
  title: 'mf-chat harness',
  devProxyPaths: ['/rest', '/locale', '/identity', '/v1', '/socket.io'],
  // Published as dist/locales/ with this build; the api serves them from this app's origin (issue 23).
  texts: publishedTexts,
};

export default chat;
