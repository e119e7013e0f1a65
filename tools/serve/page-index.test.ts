import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pathMatchesPattern, robotsTxt, sitemapXml, type PageIndex } from './page-index';
import { serveApp } from './serve-app';

describe('pathMatchesPattern', () => {
  test('a parameter takes one segment, a trailing * any rest, anything else must be equal', () => {
    expect(pathMatchesPattern('/jobs/:dynamicParameter', '/jobs/jakarta')).toBe(true);
    expect(pathMatchesPattern('/jobs/:dynamicParameter', '/jobs')).toBe(false);
    expect(pathMatchesPattern('/jobs/:dynamicParameter', '/jobs/a/b')).toBe(false);
    expect(pathMatchesPattern('/home/*', '/home/klob-meter/result')).toBe(true);
    expect(pathMatchesPattern('/faq', '/faqs')).toBe(false);
    expect(pathMatchesPattern('/', '/')).toBe(true);
  });
});

describe('sitemap.xml and robots.txt', () => {
  test('the sitemap lists each path under the origin, escaped for XML', () => {
    const xml = sitemapXml('https://klob.id', ['/faq', '/terms?tab=privacy&x=1']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://klob.id/faq</loc>');
    expect(xml).toContain('<loc>https://klob.id/terms?tab=privacy&amp;x=1</loc>');
  });

  test('robots.txt keeps crawlers out of the signed-in area and the api, and names the sitemap', () => {
    const robots = robotsTxt('https://klob.id');
    expect(robots).toContain('Disallow: /home');
    expect(robots).toContain('Disallow: /rest/');
    expect(robots).toContain('Sitemap: https://klob.id/sitemap.xml');
  });
});

describe('the host with a page index', () => {
  let server: FastifyInstance;
  let origin: string;
  const index: PageIndex = {
    isPage: async (pathname) => ['/', '/faq', '/UI-CISE2021'].includes(pathname),
    sitemapPaths: async () => ['/', '/faq'],
  };
  beforeAll(async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-pages-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Klob</title>');
    server = await serveApp({ root, port: 0, host: '127.0.0.1', spaFallback: true, pageIndex: index });
    const address = server.server.address();
    if (typeof address !== 'object' || !address) throw new Error('no address');
    origin = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => server.close());

  test('a claimed path answers 200 with the app; an unclaimed one 404 with the app (its not-found screen), never a soft 404', async () => {
    const page = await fetch(`${origin}/faq`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Klob</title>');
    const missing = await fetch(`${origin}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<title>Klob</title>');
  });

  test('serves sitemap.xml and robots.txt for the origin asked', async () => {
    const sitemap = await fetch(`${origin}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    expect(await sitemap.text()).toContain(`<loc>${origin}/faq</loc>`);
    expect(await (await fetch(`${origin}/robots.txt`)).text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
