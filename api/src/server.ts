import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import { PLATFORM_PATHS } from '@klob/shared/api-contract/platform';
import { Server as SocketServer } from 'socket.io';
import type { ApiConfig } from './config.js';
import { createGuards } from './auth/guard.js';
import { authMigrations } from './auth/migrations.js';
import { createSessionStore } from './auth/session-store.js';
import { createTokenService } from './auth/tokens.js';
import { migrate, type Db } from './db/database.js';
import { seedIfEmpty } from './db/seed.js';
import { openSql } from './db/open-sql.js';
import { installErrorHandling } from './http/errors.js';
import { refuseNonFiniteNumbers } from './http/finite-numbers.js';
import { isAllowedOrigin } from './http/allowed-origins.js';
import { addTextFormats } from './http/text-formats.js';
import { limitWrites } from './http/write-limits.js';
import { apiModules } from './modules/index.js';
import { linkInstances } from './shared-state/index.js';
import type { ApiContext, ApiModule } from './modules/module.js';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The JSON schemas the route validates (querystring, params, body), for tools that build sample calls. */
  schema?: { querystring?: unknown; params?: unknown; body?: unknown };
}

export interface KlobApi {
  app: FastifyInstance;
  /** Every route the modules registered (for the robustness tests and the docs). */
  routes: readonly RegisteredRoute[];
  io: SocketServer;
  /** The SQLite connection (tests that look at the file); on PostgreSQL any use of it throws: use `ctx.sql`. */
  db: Db;
  ctx: ApiContext;
  /** Listens on config.port (0 picks a free port) and resolves the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** Stands in for `KlobApi.db` on PostgreSQL: whatever touches it learns why at once. */
const postgresHasNoSqliteConnection = new Proxy({} as Db, {
  get() {
    throw new Error('api.db is the SQLite connection; this api runs on PostgreSQL (DATABASE_URL): use api.ctx.sql');
  },
});

export async function buildApi(config: ApiConfig, modules: readonly ApiModule[] = apiModules): Promise<KlobApi> {
  const { sql, sqlite } = await openSql(config);
  await migrate(sql, [...authMigrations, ...modules.flatMap((m) => m.migrations ?? [])]);
  const reportLinkError = (error: unknown) => {
    if (config.logLevel !== 'silent') console.error('[shared state]', error);
  };
  const link = await linkInstances(config, reportLinkError);
  const { state } = link;
  const sessions = createSessionStore(sql, state, reportLinkError);
  const stopFollowingSessions = await sessions.followOtherInstances();
  const tokens = createTokenService({
    secret: config.jwtSecret,
    ttlSeconds: config.tokenTtlSeconds,
    isSessionActive: (sessionId, userId) => sessions.isActive(sessionId, userId),
  });
  const ctx: ApiContext = {
    config,
    sql,
    sqlite,
    tokens,
    guards: createGuards(tokens),
    sessions,
    state,
    broadcastsSent: link.broadcastsSent,
  };
  await seedIfEmpty(ctx, modules);

  const app = Fastify({
    logger: { level: config.logLevel },
    // One line per request only when asked for (LOG_LEVEL=debug): the start log stays readable.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
    bodyLimit: config.bodyLimitBytes,
    // request.ip: X-Forwarded-For counts only when the connection comes from a trusted proxy (the shell's, on loopback).
    trustProxy: config.trustProxy,
    // Query strings like ?a=1&a=2 and nested keys stay simple; schemas coerce types.
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: false }, plugins: [addTextFormats] },
  });
  installErrorHandling(app);
  refuseNonFiniteNumbers(app);
  limitWrites(app, config.writeLimits, state);
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', ({ method, url, schema }) => {
    for (const one of Array.isArray(method) ? method : [method]) if (one !== 'HEAD') routes.push({ method: one, url, schema });
  });
  const corsOrigin = (origin: string | undefined, allow: (error: Error | null, allowed: boolean) => void) =>
    allow(null, origin === undefined || isAllowedOrigin(origin, config.corsOrigins));
  await app.register(cors, { origin: corsOrigin, credentials: true });
  app.get(PLATFORM_PATHS.health, async () => ({ status: 'ok' }));
  for (const module of modules) await module.routes?.(app, ctx);

  const io = new SocketServer(app.server, { cors: { origin: corsOrigin, credentials: true }, adapter: link.socketAdapter });
  for (const module of modules) module.sockets?.(io, ctx);

  return {
    app,
    routes,
    io,
    db: sqlite ?? postgresHasNoSqliteConnection,
    ctx,
    async listen() {
      await app.listen({ port: config.port, host: config.host });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      return `http://${config.host}:${port}`;
    },
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await app.close();
      await stopFollowingSessions();
      await link.close();
      await sql.close();
    },
  };
}
