import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LONG_CACHE, NO_CACHE } from './cache-policy';
import { serveApp } from './serve-app';

const servers: FastifyInstance[] = [];
afterAll(async () => Promise.all(servers.map((server) => server.close())));

function buildFolder(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-serve-'));
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(root, name), content);
  return root;
}

async function start(options: Omit<Parameters<typeof serveApp>[0], 'port' | 'host'>): Promise<string> {
  const server = await serveApp({ ...options, port: 0, host: '127.0.0.1' });
  servers.push(server);
  const address = server.server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

test('a remote: hashed chunks are immutable for a year, its entry and manifest are revalidated, other origins may load them', async () => {
  const origin = await start({
    root: buildFolder({ 'remoteEntry.js': 'var x;', 'mf-manifest.json': '{}', '946.27e0faed2f.js': 'chunk' }),
    cors: true,
  });
  const chunk = await fetch(`${origin}/946.27e0faed2f.js`);
  expect(chunk.headers.get('cache-control')).toBe(LONG_CACHE);
  expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    const response = await fetch(`${origin}/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(NO_CACHE);
    expect(response.headers.get('etag')).toBeTruthy();
  }
});

test('the shell: the remotes manifest is answered no-cache, paths of the app get index.html, missing files 404', async () => {
  const manifest = { mf_chat: 'http://localhost:3002/mf-manifest.json' };
  const origin = await start({
    root: buildFolder({ 'index.html': '<!doctype html><title>Klob</title>', 'main.js': 'boot()' }),
    spaFallback: true,
    runtimeJson: { '/remotes.json': () => manifest },
  });
  const remotes = await fetch(`${origin}/remotes.json`);
  expect(remotes.headers.get('cache-control')).toBe(NO_CACHE);
  expect(await remotes.json()).toEqual(manifest);

  const page = await fetch(`${origin}/UI-CISE2021`);
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe(NO_CACHE);
  expect(await page.text()).toContain('<title>Klob</title>');

  expect((await fetch(`${origin}/missing.1234567890.js`)).status).toBe(404);
  expect((await fetch(`${origin}/main.js`)).headers.get('cache-control')).toBe(NO_CACHE);
});

test('a folder without a build is refused with a clear message', async () => {
  await expect(serveApp({ root: buildFolder({}), port: 0, spaFallback: true })).rejects.toThrow('holds no build; run the build first');
});
