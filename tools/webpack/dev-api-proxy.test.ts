import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { devApiProxy } from './dev-api-proxy';
import { publishTextsPlugin } from './publish-texts';
import { sendSocketUpgrade, startRecordingApi, upgradesReaching, type RecordingApi } from '../serve/testing/proxy-probes';

/** A port nobody listens on now (the dev server's own search for one needs ESM imports Jest does not load). */
async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return address.port;
}

/** The dev server as `pnpm dev` runs it, reduced to a one-line bundle and the api proxy of create-config. */
async function devServerProxyingTo(target: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-dev-proxy-'));
  fs.writeFileSync(path.join(folder, 'entry.js'), 'export {};\n');
  const compiler = webpack({
    mode: 'development',
    context: folder,
    entry: './entry.js',
    output: { path: path.join(folder, 'dist') },
    infrastructureLogging: { level: 'none' },
    plugins: [publishTextsPlugin('demo', { demo: { id: { hello: 'Halo' }, en: { hello: 'Hello' } } })],
  });
  const server = new WebpackDevServer(
    {
      port: await freePort(),
      host: '127.0.0.1',
      hot: false,
      liveReload: false,
      client: false,
      webSocketServer: false,
      static: false,
      proxy: [devApiProxy(['/rest', '/dev', '/socket.io', '/locale'], target)],
    },
    compiler,
  );
  await server.start();
  return { server, origin: `http://127.0.0.1:${String(server.options.port)}` };
}

const SPOOFED = { 'X-Forwarded-For': '127.0.0.1', Forwarded: 'for=127.0.0.1', 'X-Real-IP': '127.0.0.1' };
const CONNECTING_ADDRESS = /^(::ffff:)?127\.0\.0\.1$/;

describe("issue 6: webpack-dev-server's api proxy (pnpm dev)", () => {
  let api: RecordingApi;
  let dev: Awaited<ReturnType<typeof devServerProxyingTo>>;

  beforeAll(async () => {
    api = await startRecordingApi();
    dev = await devServerProxyingTo(api.target);
  }, 60_000);
  afterAll(async () => {
    await dev?.server.stop();
    api?.server.close();
  });

  test('X-Forwarded-For is the connecting address, never what the client wrote (the api trusts it from loopback)', async () => {
    const spoofing = await fetch(`${dev.origin}/dev/mailbox?email=hr@klob.id`, {
      headers: { ...SPOOFED, 'X-Forwarded-For': '203.0.113.9' },
    });
    const plain = await fetch(`${dev.origin}/rest/open/mus01/findByEmailLogin?emailLogin=a@klob.id`);
    expect([spoofing.status, plain.status]).toEqual([200, 200]);
    expect(api.received).toHaveLength(2);
    for (const { headers } of api.received) {
      expect(headers['x-forwarded-for']).toMatch(CONNECTING_ADDRESS);
      expect(headers).not.toHaveProperty('forwarded');
      expect(headers).not.toHaveProperty('x-real-ip');
    }
  });

  test("the chat socket's upgrade reaches the api with the connecting address, not the client's claim", async () => {
    sendSocketUpgrade(dev.origin, {
      ...SPOOFED,
      'X-Forwarded-For': '203.0.113.9',
      // The dev server proxies a socket only for its own page, as a browser's upgrade says.
      Origin: dev.origin,
    });

    await upgradesReaching(api);
    expect(api.upgrades).toHaveLength(1);
    expect(api.upgrades[0]?.headers['x-forwarded-for']).toMatch(CONNECTING_ADDRESS);
    expect(api.upgrades[0]?.headers).not.toHaveProperty('forwarded');
    expect(api.upgrades[0]?.headers).not.toHaveProperty('x-real-ip');
  });

  test("issue 23: the app's published texts (/locales/) are served by the dev server itself; /locale/ still goes to the api", async () => {
    const before = api.received.length;
    const index = await fetch(`${dev.origin}/locales/index.json`);
    expect(index.status).toBe(200);
    expect(await index.json()).toMatchObject({ app: 'demo', namespaces: ['demo'] });
    expect(await (await fetch(`${dev.origin}/locales/en/demo.json`)).json()).toEqual({ hello: 'Hello' });
    expect(api.received).toHaveLength(before);
    expect((await fetch(`${dev.origin}/locale/open/fetch/klob-id/id/demo`)).status).toBe(200);
    expect(api.received).toHaveLength(before + 1);
  });
});
