import type { FastifyInstance } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import type { ApiConfig } from '../config.js';
import type { Guards } from '../auth/guard.js';
import type { SessionStore } from '../auth/session-store.js';
import type { TokenService } from '../auth/tokens.js';
import type { Db, Migration } from '../db/database.js';
import type { Sql } from '../db/sql.js';
import type { SharedState } from '../shared-state/shared-state.js';

/** What every api module is given. */
export interface ApiContext {
  config: ApiConfig;
  /** The database, on SQLite or PostgreSQL (`src/db/sql.ts`); inside a seed, the seed's transaction. */
  sql: Sql;
  /** The SQLite connection itself when the api runs on SQLite (its chat access generation watches it); absent on PostgreSQL. */
  sqlite?: Db;
  tokens: TokenService;
  guards: Guards;
  /** Sign-in sessions: identity opens and ends them, the token checks and the chat socket follow them. */
  sessions: SessionStore;
  /** What must hold across api instances (counters, codes, streaks): memory, or Redis with REDIS_URL (issue 27). */
  state: SharedState;
  /** Resolves once the broadcasts made so far have left this instance for the others (chat: before a message is acknowledged). */
  broadcastsSent(): Promise<void>;
}

/**
 * One area of the api (identity, chat, search...). A module owns its tables
 * (migrations), its demo data (seed) and its routes; the server composes them.
 */
export interface ApiModule {
  name: string;
  migrations?: readonly Migration[];
  /** Inserts demo data into an empty database. Runs in module order, after all migrations. */
  seed?(ctx: ApiContext): void | Promise<void>;
  routes?(app: FastifyInstance, ctx: ApiContext): void | Promise<void>;
  sockets?(io: SocketServer, ctx: ApiContext): void;
}
