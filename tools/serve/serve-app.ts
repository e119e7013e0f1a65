import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { cacheControlFor, NO_CACHE } from './cache-policy';
import { withClientAddress } from './client-address';
import { requestOrigin, robotsTxt, sitemapXml, type PageIndex } from './page-index';
import type { PageRequest } from './first-screen/first-screen-pages';
import { COMMON_SECURITY_HEADERS, REMOTE_CONTENT_SECURITY_POLICY, shellContentSecurityPolicy } from './security-headers';

export interface ServeAppOptions {
  /** The built files (an app's dist/). */
  root: string;
  port: number;
  host?: string;
  /** Host (shell): unknown paths answer index.html so the router can show them. */
  spaFallback?: boolean;
  /** Remote: other origins may load the files (the shell fetches manifests cross-origin). */
  cors?: boolean;
  /** Host: paths forwarded to the api (HTTP and WebSocket). */
  proxy?: { target: string; prefixes: readonly string[] };
  /** Host: JSON answered at these paths, no-cache (the remotes manifest, the run-time environment, the remotes' routes). */
  runtimeJson?: Record<string, () => unknown>;
  /**
   * Host: the other origins its page loads code and data from (the remotes'), read per
   * request like the manifest. Without it the app serves no page: its policy allows nothing.
   */
  pageOrigins?: () => readonly string[];
  /**
   * Host: its pages. With it, a path no page claims answers 404 (the app still shows its
   * not-found screen), and /sitemap.xml and /robots.txt are served.
   */
  pageIndex?: PageIndex;
  /** Host (issue 25): a page's HTML with its first screen and start-up data; without it, index.html as built. */
  firstScreenPage?: (request: PageRequest) => Promise<string>;
  /** Where the server's log lines (JSON, one per line) go and from which level; standard output from LOG_LEVEL or warn unless given. */
  log?: { level: string; stream: { write(line: string): void } };
}

/** The path socket.io's transports use; its upgrades are proxied too. */
const SOCKET_PREFIX = '/socket.io';

/** Forwards `prefix` to the api; X-Forwarded-For always carries the connecting address (the api trusts it from here only). */
async function proxyToApi(app: FastifyInstance, upstream: string, prefix: string): Promise<void> {
  const common: FastifyHttpProxyOptions = {
    upstream,
    prefix,
    rewritePrefix: prefix,
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => withClientAddress(headers, request.ip),
      // A browser that leaves mid-request (a closed tab, an aborted fetch) is no server error: without this, each one
      // was logged as a 500 "Connection Reset", hiding the api's real failures in the log.
      onError: (reply, { error }) => {
        if (!reply.request.raw.destroyed) return void reply.send(error);
        reply.request.log.info({ err: error }, 'the client left before the api answered');
        reply.hijack();
      },
    },
  };
  if (prefix !== SOCKET_PREFIX) {
    await app.register(fastifyProxy, common);
    return;
  }
  await app.register(fastifyProxy, {
    ...common,
    websocket: true,
    // Not in the plugin's types; its default rewrite passes only the cookie on.
    wsClientOptions: {
      rewriteRequestHeaders: (headers: Record<string, unknown>, request: FastifyRequest) =>
        withClientAddress({ ...headers, ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}) }, request.ip),
    } as FastifyHttpProxyOptions['wsClientOptions'],
  });
}

const safeDecode = (pathname: string) => {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
};

/** A request for a source map (`main.js.map`), however its path is written. */
const isSourceMap = (url: string) => /\.map$/i.test(safeDecode(url.split('?')[0] ?? ''));

/** A production static server for one app of the platform. */
export async function serveApp(options: ServeAppOptions): Promise<FastifyInstance> {
  const {
    root,
    port,
    host = '0.0.0.0',
    spaFallback = false,
    cors = false,
    proxy,
    runtimeJson = {},
    pageOrigins,
    pageIndex,
    firstScreenPage,
    log,
  } = options;
  if (!fs.existsSync(path.join(root, spaFallback ? 'index.html' : 'remoteEntry.js'))) {
    throw new Error(`${root} holds no build; run the build first`);
  }
  const app = Fastify({ logger: log ?? { level: process.env.LOG_LEVEL ?? 'warn' } });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // A browser that leaves after the api answered but before a byte of the answer went out (a closed tab, a beacon cut
  // off) makes Fastify end the answer's stream and take that for a 500: it is no server error, so it is not logged as one.
  app.setErrorHandler((error: Error & { code?: string }, request, reply) => {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE' || !reply.raw.destroyed) throw error;
    request.log.info('the client left before the answer reached it');
    reply.hijack();
  });

  // An unreadable manifest must not fail every answer: the page then allows its own origin only.
  const remoteOriginsFor = (request: FastifyRequest): readonly string[] => {
    try {
      return pageOrigins!();
    } catch (error) {
      request.log.error({ err: error }, 'the remotes manifest could not be read for the Content-Security-Policy');
      return [];
    }
  };
  const contentSecurityPolicy = (request: FastifyRequest): string =>
    pageOrigins
      ? shellContentSecurityPolicy({ remoteOrigins: remoteOriginsFor(request), host: request.headers.host })
      : REMOTE_CONTENT_SECURITY_POLICY;
  // Every answer, the api's through the proxy too; a header the api set itself (its files' own policy) is kept.
  app.addHook('onSend', async (request, reply) => {
    const headers = { ...COMMON_SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(request) };
    for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) reply.header(name, value);
  });
  // Source maps stay on the server's disk for error reporting; a browser gets none (issue 22).
  app.addHook('onRequest', async (request, reply) => {
    if (isSourceMap(request.url)) return reply.status(404).type('text/plain').send('Not found');
  });
  if (cors) {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
    });
  }
  for (const prefix of proxy?.prefixes ?? []) {
    await proxyToApi(app, proxy!.target, prefix);
  }
  for (const [jsonPath, read] of Object.entries(runtimeJson)) {
    app.get(jsonPath, async (_request, reply) => reply.header('Cache-Control', NO_CACHE).send(await read()));
  }
  if (pageIndex) {
    const originOf = (request: FastifyRequest) => requestOrigin(request.headers, `localhost:${port}`);
    app.get('/sitemap.xml', async (request, reply) =>
      reply
        .header('Cache-Control', NO_CACHE)
        .type('application/xml')
        .send(sitemapXml(originOf(request), await pageIndex.sitemapPaths())),
    );
    app.get('/robots.txt', async (request, reply) =>
      reply
        .header('Cache-Control', NO_CACHE)
        .type('text/plain')
        .send(robotsTxt(originOf(request))),
    );
  }
  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    etag: true,
    lastModified: true,
    wildcard: true,
    // The host answers `/` as a page (with its first screen), not as the file index.html.
    index: firstScreenPage ? false : undefined,
    // A production build writes .br and .gz beside its scripts (tools/webpack/precompress.ts): sent as they are.
    preCompressed: true,
    setHeaders: (response, filePath) => {
      response.setHeader('Cache-Control', cacheControlFor(filePath.replace(/\.(br|gz)$/, '')));
    },
  });
  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // No soft 404s: the app shows its not-found screen either way, but crawlers get the status.
    const status = pageIndex && !(await pageIndex.isPage(safeDecode(pathname))) ? 404 : 200;
    reply.status(status).header('Cache-Control', NO_CACHE);
    if (!firstScreenPage) return reply.sendFile('index.html');
    const query = Object.fromEntries(new URLSearchParams(request.url.split('?')[1] ?? ''));
    const origin = requestOrigin(request.headers, `localhost:${port}`);
    return reply
      .type('text/html; charset=utf-8')
      .send(await firstScreenPage({ pathname: safeDecode(pathname), query, cookies: request.headers.cookie, origin }));
  };
  if (spaFallback && firstScreenPage) app.get('/', answerPage);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !path.extname(pathname);
    if (spaFallback && wantsPage) return answerPage(request, reply);
    return reply.status(404).type('text/plain').send('Not found');
  });
  await app.listen({ port, host });
  return app;
}
