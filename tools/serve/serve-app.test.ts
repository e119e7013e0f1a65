import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { LONG_CACHE, NO_CACHE } from './cache-policy';
import { serveApp } from './serve-app';
import {
  cspDirectivesOf,
  HELD_ANSWER_PATH,
  sendSocketUpgrade,
  startRecordingApi,
  upgradesReaching,
  waitUntil,
} from './testing/proxy-probes';

const servers: FastifyInstance[] = [];
const upstreams: http.Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await Promise.all(upstreams.map((server) => new Promise((resolve) => server.close(resolve))));
});

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

test('a hashed chunk goes out as the brotli copy its build wrote beside it, typed and cached as the script; other files are compressed per answer', async () => {
  const script = `export const chunk = "${'chunk '.repeat(400)}";`;
  const brotliCopy = zlib.brotliCompressSync(Buffer.from(script));
  const root = buildFolder({ 'remoteEntry.js': script, '946.27e0faed2f.js': script });
  fs.writeFileSync(path.join(root, '946.27e0faed2f.js.br'), brotliCopy);
  const origin = await start({ root, cors: true });
  const asBrowser = { headers: { 'Accept-Encoding': 'gzip, deflate, br' } };

  const chunk = await fetch(`${origin}/946.27e0faed2f.js`, asBrowser);
  expect(chunk.headers.get('content-encoding')).toBe('br');
  expect(chunk.headers.get('content-type')).toMatch(/javascript/);
  expect(chunk.headers.get('cache-control')).toBe(LONG_CACHE);
  expect(await chunk.text()).toBe(script);
  const raw = await new Promise<number>((resolve) =>
    http.get(`${origin}/946.27e0faed2f.js`, asBrowser, (response) => {
      let length = 0;
      response.on('data', (part: Buffer) => (length += part.length)).on('end', () => resolve(length));
    }),
  );
  expect(raw).toBe(brotliCopy.length);

  const entry = await fetch(`${origin}/remoteEntry.js`, asBrowser);
  expect(entry.headers.get('content-encoding')).toBe('br');
  expect(entry.headers.get('cache-control')).toBe(NO_CACHE);
  expect(await entry.text()).toBe(script);
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

test('source maps are built but never served: every *.map answers 404, the code itself 200 (issue 22)', async () => {
  const files = {
    'remoteEntry.js': 'var x;',
    'main.js': 'boot()',
    'main.js.map': '{"sources":["src/secret.ts"]}',
    '946.27e0faed2f.js.map': '{}',
  };
  for (const origin of [
    await start({ root: buildFolder(files), cors: true }),
    await start({ root: buildFolder({ ...files, 'index.html': '<!doctype html>' }), spaFallback: true }),
  ]) {
    for (const map of ['/main.js.map', '/946.27e0faed2f.js.map', '/main.js.m%61p', '/MAIN.JS.MAP', '/main.js.map?v=1']) {
      const response = await fetch(`${origin}${map}`);
      expect({ map, status: response.status }).toEqual({ map, status: 404 });
      expect(await response.text()).not.toContain('secret');
    }
    expect((await fetch(`${origin}/main.js`)).status).toBe(200);
  }
});

test('a folder without a build is refused with a clear message', async () => {
  await expect(serveApp({ root: buildFolder({}), port: 0, spaFallback: true })).rejects.toThrow('holds no build; run the build first');
});

describe('security headers (issue 6)', () => {
  const REMOTE_ORIGINS = ['http://localhost:3101', 'http://localhost:3102'];

  const expectCommonHeaders = (response: Response) => {
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('permissions-policy')).toContain('microphone=()');
    expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)');
  };

  async function startShell() {
    return start({
      root: buildFolder({ 'index.html': '<!doctype html><title>Klob</title>', 'main.js': 'boot()' }),
      spaFallback: true,
      runtimeJson: { '/remotes.json': () => ({}) },
      pageOrigins: () => REMOTE_ORIGINS,
    });
  }

  test("the shell's page allows exactly its own origin and the remotes', no eval, no inline script, no framing", async () => {
    const origin = await startShell();
    const host = new URL(origin).host;

    for (const url of ['/', '/UI-CISE2021', '/main.js', '/remotes.json', '/missing.1234567890.js']) {
      const response = await fetch(`${origin}${url}`);
      expectCommonHeaders(response);
      const csp = cspDirectivesOf(response.headers.get('content-security-policy'));
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'", ...REMOTE_ORIGINS]);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'", ...REMOTE_ORIGINS]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', ...REMOTE_ORIGINS]);
      expect(csp['connect-src']).toEqual(["'self'", `ws://${host}`, `wss://${host}`, ...REMOTE_ORIGINS]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
    }
  });

  test('a Host header that could add a directive is left out of the policy', async () => {
    const origin = await startShell();
    const policy = await new Promise<string>((resolve, reject) => {
      const url = new URL(origin);
      http
        .get({ host: url.hostname, port: url.port, path: '/', headers: { host: "evil.test; script-src 'unsafe-inline'" } }, (response) => {
          response.resume();
          resolve(String(response.headers['content-security-policy']));
        })
        .on('error', reject);
    });
    expect(policy).not.toContain('evil.test');
    expect(cspDirectivesOf(policy)['script-src']).toEqual(["'self'", ...REMOTE_ORIGINS]);
  });

  test('an unreadable remotes manifest leaves the page served, allowing its own origin only', async () => {
    const origin = await start({
      root: buildFolder({ 'index.html': '<!doctype html><title>Klob</title>' }),
      spaFallback: true,
      pageOrigins: () => {
        throw new Error('remotes.staging.json: Unexpected token');
      },
    });
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    expect(cspDirectivesOf(response.headers.get('content-security-policy'))['script-src']).toEqual(["'self'"]);
  });

  test('a remote allows nothing as a page, while the shell may still load its entry, manifest and chunks cross-origin', async () => {
    const origin = await start({
      root: buildFolder({ 'remoteEntry.js': 'var x;', 'mf-manifest.json': '{}', '946.27e0faed2f.js': 'chunk' }),
      cors: true,
    });
    for (const file of ['remoteEntry.js', 'mf-manifest.json', '946.27e0faed2f.js', 'missing.json']) {
      const response = await fetch(`${origin}/${file}`, { headers: { Origin: 'http://localhost:3100' } });
      expectCommonHeaders(response);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(cspDirectivesOf(response.headers.get('content-security-policy'))).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
      });
    }
    expect((await fetch(`${origin}/remoteEntry.js`)).status).toBe(200);
  });
});

describe('the api proxy', () => {
  async function recordingApi() {
    const api = await startRecordingApi();
    upstreams.push(api.server);
    return api;
  }

  const SPOOFED = { 'X-Forwarded-For': '203.0.113.9', Forwarded: 'for=203.0.113.9', 'X-Real-IP': '203.0.113.9' };

  async function shellWithProxy(target: string, log?: Parameters<typeof serveApp>[0]['log']) {
    return start({
      root: buildFolder({ 'index.html': '<!doctype html><title>Klob</title>' }),
      spaFallback: true,
      proxy: { target, prefixes: ['/rest', '/files', '/socket.io'] },
      pageOrigins: () => [],
      log,
    });
  }

  test('a client that leaves after the api has answered but before the answer reached it is no server error', async () => {
    const api = await recordingApi();
    const log: Array<{ level: number; msg: string }> = [];
    const origin = await shellWithProxy(api.target, { level: 'info', stream: { write: (line) => void log.push(JSON.parse(line)) } });
    const { hostname, port } = new URL(origin);

    const request = http.request({ host: hostname, port, method: 'POST', path: HELD_ANSWER_PATH, headers: { 'accept-encoding': 'br' } });
    request.on('error', () => undefined);
    request.end('{"event":"mounted"}');
    await waitUntil(() => api.received.some((received) => received.url === HELD_ANSWER_PATH));
    request.destroy();

    const leftOrFailed = (entry: { level: number; msg: string }) => entry.level >= 40 || entry.msg.includes('left');
    await waitUntil(() => log.some(leftOrFailed));
    expect(log.filter(leftOrFailed).map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: 30, msg: 'the client left before the answer reached it' },
    ]);
  });

  test('a page that fails to render is still a 500, logged as an error', async () => {
    const log: Array<{ level: number; msg: string }> = [];
    const origin = await start({
      root: buildFolder({ 'index.html': '<!doctype html><title>Klob</title>' }),
      spaFallback: true,
      pageOrigins: () => [],
      firstScreenPage: async () => {
        throw new Error('the first screen could not be rendered');
      },
      log: { level: 'warn', stream: { write: (line) => void log.push(JSON.parse(line)) } },
    });

    expect((await fetch(`${origin}/jobs`)).status).toBe(500);
    expect(log.map(({ level, msg }) => ({ level, msg }))).toEqual([{ level: 50, msg: 'the first screen could not be rendered' }]);
  });

  test('issue 6: X-Forwarded-For is the connecting address, never what the client wrote', async () => {
    const api = await recordingApi();
    const origin = await shellWithProxy(api.target);

    await fetch(`${origin}/rest/open/mus01/findByEmailLogin?emailLogin=a@klob.id`, { headers: SPOOFED });
    await fetch(`${origin}/rest/page/profile`);
    expect(api.received.map((request) => request.url)).toEqual([
      '/rest/open/mus01/findByEmailLogin?emailLogin=a@klob.id',
      '/rest/page/profile',
    ]);
    for (const { headers } of api.received) {
      expect(headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
      expect(headers).not.toHaveProperty('forwarded');
      expect(headers).not.toHaveProperty('x-real-ip');
    }
  });

  test("issue 6: the socket's upgrade reaches the api with the connecting address, not the client's claim", async () => {
    const api = await recordingApi();
    sendSocketUpgrade(await shellWithProxy(api.target), SPOOFED);

    await upgradesReaching(api);
    expect(api.upgrades).toHaveLength(1);
    expect(api.upgrades[0]?.url).toBe('/socket.io/?EIO=4&transport=websocket');
    expect(api.upgrades[0]?.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(api.upgrades[0]?.headers).not.toHaveProperty('forwarded');
    expect(api.upgrades[0]?.headers).not.toHaveProperty('x-real-ip');
  });

  test("the api's answers get the security headers, and a policy the api set itself is kept", async () => {
    const api = await recordingApi();
    const origin = await shellWithProxy(api.target);

    const json = await fetch(`${origin}/rest/page/profile`);
    expect(json.headers.get('x-content-type-options')).toBe('nosniff');
    expect(json.headers.get('content-security-policy')).toContain("default-src 'self'");
    const file = await fetch(`${origin}/files/abc`);
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(file.headers.get('x-frame-options')).toBe('DENY');
  });
});
