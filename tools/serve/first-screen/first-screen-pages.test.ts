import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { FIRST_SCREEN_FILE } from '@klob/shared/first-screen/contract';
import { createFirstScreenPages, FIRST_SCREEN_DATA_MS } from './first-screen-pages';

/** The shell's renderer: the page is the one slot, rendered by mf-search's renderer. */
const SHELL_RENDERER = `module.exports.renderFirstScreen = async (request) => {
  const unit = await request.renderUnit({ unit: { remote: 'mf-search', unit: 'JobList' }, params: {}, query: {}, pathname: request.pathname });
  return { html: unit ? unit.html : '', data: {}, texts: {} };
};`;
/** mf-search's renderer answers how long it may still wait for the api's data. */
const REMOTE_RENDERER = `module.exports.renderFirstScreen = async (request) =>
  ({ html: '<p data-ms="' + (request.deadline - Date.now()) + '">jobs</p>', data: {}, texts: {} });`;

const servers: http.Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/** A remote's origin whose renderer arrives after `delayMs`, as a cold remote's on a busy host. */
async function slowRemote(delayMs: number): Promise<string> {
  const server = http.createServer((request, response) => {
    if (request.url !== `/${FIRST_SCREEN_FILE}`) {
      response.writeHead(404).end();
      return;
    }
    setTimeout(() => response.writeHead(200, { 'content-type': 'text/javascript' }).end(REMOTE_RENDERER), delayMs);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return `http://127.0.0.1:${port}/mf-manifest.json`;
}

function shellBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-first-screen-'));
  fs.mkdirSync(path.join(root, path.dirname(FIRST_SCREEN_FILE)));
  fs.writeFileSync(path.join(root, FIRST_SCREEN_FILE), SHELL_RENDERER);
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<html lang="id"><head><title>Klob</title></head><body><div id="root"></div></body></html>',
  );
  return root;
}

test("a slot whose remote's renderer came late still gets its own time for the api's data (JavaScript off: no endless spinner)", async () => {
  const manifestUrl = await slowRemote(FIRST_SCREEN_DATA_MS + 200);
  const pages = createFirstScreenPages({
    root: shellBuild(),
    apiUrl: 'http://127.0.0.1:9/',
    manifest: () => ({ 'mf-search': manifestUrl }),
    remotesFile: () => ({}),
    environment: () => ({}),
    remoteRoutes: async () => ({ routes: {}, unavailable: [] }),
  });
  const html = await pages.page({ pathname: '/jobs', query: {}, cookies: undefined, origin: 'http://127.0.0.1:3000' });
  const dataMs = Number(html.match(/<p data-ms="(-?\d+)">jobs<\/p>/)?.[1]);
  // Counted from the page's start, the renderer's late arrival had left the unit no time at all.
  expect(dataMs).toBeGreaterThan(FIRST_SCREEN_DATA_MS / 2);
  expect(dataMs).toBeLessThanOrEqual(FIRST_SCREEN_DATA_MS);
});
