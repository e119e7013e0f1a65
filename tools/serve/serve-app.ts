import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyProxy from '@fastify/http-proxy';
import { cacheControlFor, NO_CACHE } from './cache-policy';

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
  /** Host: JSON answered at these paths, no-cache (the remotes manifest, the run-time environment). */
  runtimeJson?: Record<string, () => unknown>;
}

/** A production static server for one app of the platform. */
export async function serveApp(options: ServeAppOptions): Promise<FastifyInstance> {
  const { root, port, host = '0.0.0.0', spaFallback = false, cors = false, proxy, runtimeJson = {} } = options;
  if (!fs.existsSync(path.join(root, spaFallback ? 'index.html' : 'remoteEntry.js'))) {
    throw new Error(`${root} holds no build; run the build first`);
  }
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  if (cors) {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
    });
  }
  for (const prefix of proxy?.prefixes ?? []) {
    await app.register(fastifyProxy, { upstream: proxy!.target, prefix, rewritePrefix: prefix, websocket: prefix === '/socket.io' });
  }
  for (const [jsonPath, read] of Object.entries(runtimeJson)) {
    app.get(jsonPath, async (_request, reply) => reply.header('Cache-Control', NO_CACHE).send(read()));
  }
  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    etag: true,
    lastModified: true,
    wildcard: true,
    setHeaders: (response, filePath) => {
      response.setHeader('Cache-Control', cacheControlFor(filePath));
      response.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
    if (spaFallback && wantsPage) return reply.header('Cache-Control', NO_CACHE).sendFile('index.html');
    return reply.status(404).type('text/plain').send('Not found');
  });
  await app.listen({ port, host });
  return app;
}
