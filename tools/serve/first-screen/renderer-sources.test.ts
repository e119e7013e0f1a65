import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FIRST_SCREEN_FILE } from '@klob/shared/first-screen/contract';
import { serveApp } from '../serve-app';
import { remoteRenderersOf, RENDERER_TTL_MS } from './renderer-sources';

let remote: FastifyInstance;
afterAll(() => remote?.close());
afterEach(() => jest.restoreAllMocks());

/** A remote's origin as `pnpm serve` runs it (the same static server), with its renderer beside its manifest. */
async function remoteOrigin(): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-renderer-'));
  fs.mkdirSync(path.join(root, path.dirname(FIRST_SCREEN_FILE)));
  fs.writeFileSync(
    path.join(root, FIRST_SCREEN_FILE),
    'module.exports.renderFirstScreen = async () => ({ html: "", data: {}, texts: {} });',
  );
  fs.writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'var entry;');
  remote = await serveApp({ root, cors: true, port: 0, host: '127.0.0.1' });
  const address = remote.server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return `http://127.0.0.1:${address.port}/mf-manifest.json`;
}

test("a remote's unchanged renderer is checked again after its time and kept, not compiled again (a 304 from its origin)", async () => {
  const manifestUrl = await remoteOrigin();
  let clock = 1_000_000;
  const rendererOf = remoteRenderersOf(
    () => ({ mf_search: manifestUrl }),
    () => clock,
  );
  const first = await rendererOf('mf_search');
  expect(typeof first?.renderFirstScreen).toBe('function');
  const answers: number[] = [];
  const realFetch = globalThis.fetch;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (...args) => {
    const response = await realFetch(...args);
    answers.push(response.status);
    return response;
  });
  clock += RENDERER_TTL_MS + 1;
  expect(await rendererOf('mf_search')).toBe(first);
  expect(answers).toEqual([304]);
});
