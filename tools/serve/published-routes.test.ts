import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { createRemoteRoutesReader, routesTtlFrom, shellRoutesReader, UNAVAILABLE_RETRY_MS } from './published-routes';
import { createShellPageIndex } from './shell-page-index';
import { serveApp } from './serve-app';

const servers: FastifyInstance[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

const originOf = (server: FastifyInstance) => {
  const address = server.server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
};

const CAMPAIGN = { path: '/rekrutmen-contoh', access: 'public', unit: 'campaign-page', sitemap: true, title: { id: 'Contoh' } };
const SCAN_EVENT = { path: '/scan-event', access: 'authenticated-only', unit: 'scan-event' };

/** A deployed remote: its built folder served by the production server, as the platform serves it. */
async function deployedRemote(routes: object[]): Promise<{ origin: string; dist: string; server: FastifyInstance }> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-remote-'));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var x;');
  fs.writeFileSync(path.join(dist, 'klob-routes.json'), JSON.stringify({ app: 'mf_company_landing', routes }));
  const server = await serveApp({ root: dist, port: 0, host: '127.0.0.1', cors: true });
  servers.push(server);
  return { origin: originOf(server), dist, server };
}

test("the server reads a deployed remote's klob-routes.json from its origin, and again once the cache is over", async () => {
  const remote = await deployedRemote([SCAN_EVENT]);
  let clock = 0;
  const reader = createRemoteRoutesReader({
    manifest: () => ({ mf_company_landing: `${remote.origin}/mf-manifest.json` }),
    ttlMs: 5000,
    now: () => clock,
  });
  expect(await reader.read()).toEqual({ routes: { mf_company_landing: [SCAN_EVENT] }, unavailable: [] });

  fs.writeFileSync(
    path.join(remote.dist, 'klob-routes.json'),
    JSON.stringify({ app: 'mf_company_landing', routes: [SCAN_EVENT, CAMPAIGN] }),
  );
  clock = 4999;
  expect((await reader.read()).routes.mf_company_landing).toEqual([SCAN_EVENT]);
  clock = 5000;
  expect((await reader.read()).routes.mf_company_landing).toEqual([SCAN_EVENT, CAMPAIGN]);
});

test('a remote that stops answering keeps its last good list; one never read, or whose list fails the check, is unavailable', async () => {
  const remote = await deployedRemote([CAMPAIGN]);
  const invalid = await deployedRemote([{ path: '/x', access: 'public', unit: 'no-such-unit' }]);
  const logged: string[] = [];
  let clock = 0;
  const reader = createRemoteRoutesReader({
    manifest: () => ({
      mf_company_landing: `${remote.origin}/mf-manifest.json`,
      mf_search: 'http://127.0.0.1:1/mf-manifest.json',
      mf_forms: `${invalid.origin}/mf-manifest.json`,
    }),
    ttlMs: 10,
    now: () => clock,
    log: (message) => logged.push(message),
  });
  expect(await reader.read()).toEqual({ routes: { mf_company_landing: [CAMPAIGN] }, unavailable: ['mf_search', 'mf_forms'] });
  expect(logged.join('\n')).toContain("mf_forms/klob-routes.json is the list of 'mf_company_landing'");

  await remote.server.close();
  clock = 20;
  expect((await reader.read()).routes.mf_company_landing).toEqual([CAMPAIGN]);
  expect(logged.some((message) => message.includes('the published routes of mf_company_landing could not be read'))).toBe(true);
});

test("a remote not answering yet when the shell's server read it (started first) is read again soon, not after the whole cache time", async () => {
  const remote = await deployedRemote([CAMPAIGN]);
  let manifestUrl = 'http://127.0.0.1:1/mf-manifest.json';
  let clock = 0;
  const reader = createRemoteRoutesReader({
    manifest: () => ({ mf_company_landing: manifestUrl }),
    ttlMs: 5000,
    now: () => clock,
    log: () => undefined,
  });
  expect(await reader.read()).toEqual({ routes: {}, unavailable: ['mf_company_landing'] });

  manifestUrl = `${remote.origin}/mf-manifest.json`;
  clock = UNAVAILABLE_RETRY_MS;
  expect(await reader.read()).toEqual({ routes: { mf_company_landing: [CAMPAIGN] }, unavailable: [] });
  // Read whole, the list is kept for the cache time again.
  await remote.server.close();
  clock = UNAVAILABLE_RETRY_MS * 3;
  expect(await reader.read()).toEqual({ routes: { mf_company_landing: [CAMPAIGN] }, unavailable: [] });
});

test('the cache lasts KLOB_ROUTES_TTL_MS when it is a number, else 5 s', () => {
  expect(routesTtlFrom({ KLOB_ROUTES_TTL_MS: '250' })).toBe(250);
  expect(routesTtlFrom({ KLOB_ROUTES_TTL_MS: 'soon' })).toBe(5000);
  expect(routesTtlFrom({})).toBe(5000);
});

describe("the shell's page index, from published routes and the api", () => {
  let apiUrl: string;
  const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-shell-'));
  fs.writeFileSync(
    path.join(shellDist, 'klob-routes.json'),
    JSON.stringify({
      app: 'shell',
      routes: [
        { path: '/', access: 'guest-only', sitemap: true },
        { path: '/invitationlink/:id', access: 'public' },
      ],
    }),
  );

  beforeAll(async () => {
    const api = Fastify();
    const envelope = (result: unknown) => ({ status: 200, result });
    api.get('/rest/open/page/event/master/project', async () => envelope([{ subdomain: 'klobfair2026', eventType: 'klobfair' }]));
    api.get('/rest/open/event/landing/extend/corporate/index', async () => envelope([]));
    api.get('/rest/open/page/survey/masterdata', async () => envelope([]));
    api.get('/rest/open/site/sitemap-data', async () =>
      envelope({ landingPages: [], eventPages: [{ path: '/klobfair2026', title: 'Klob Fair' }], jobs: [] }),
    );
    await api.listen({ port: 0, host: '127.0.0.1' });
    servers.push(api);
    apiUrl = originOf(api);
  });

  test("a remote's published route is a page and in the sitemap when flagged; the shell's own and the api's too; anything else 404", async () => {
    const remote = await deployedRemote([CAMPAIGN, SCAN_EVENT]);
    const reader = createRemoteRoutesReader({ manifest: () => ({ mf_company_landing: `${remote.origin}/mf-manifest.json` }) });
    const index = createShellPageIndex({ apiUrl, shellRoutes: shellRoutesReader(shellDist), remoteRoutes: reader.read });
    for (const page of ['/', '/invitationlink/abc', '/rekrutmen-contoh', '/scan-event', '/klobfair2026', '/klobfair2026/career']) {
      expect([page, await index.isPage(page)]).toEqual([page, true]);
    }
    for (const missing of ['/no-such-page', '/Rekrutmen-contoh', '/scan-event/x'])
      expect([missing, await index.isPage(missing)]).toEqual([missing, false]);
    expect(await index.sitemapPaths()).toEqual(['/', '/rekrutmen-contoh', '/klobfair2026']);
  });

  test('while a remote cannot be read (and never was), a path that may be its page is not called missing', async () => {
    const reader = createRemoteRoutesReader({
      manifest: () => ({ mf_company_landing: 'http://127.0.0.1:1/mf-manifest.json' }),
      log: () => {},
    });
    const index = createShellPageIndex({ apiUrl, shellRoutes: shellRoutesReader(shellDist), remoteRoutes: reader.read });
    expect(await index.isPage('/rekrutmen-contoh')).toBe(true);
  });

  test('a shell build without its published routes cannot serve', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-shell-'));
    const reader = createRemoteRoutesReader({ manifest: () => ({}) });
    expect(() => createShellPageIndex({ apiUrl, shellRoutes: shellRoutesReader(empty), remoteRoutes: reader.read })).toThrow('ENOENT');
  });
});
