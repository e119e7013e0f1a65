import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { loadConfig, randomSecret, type ApiConfig } from '../config.js';
import { apiModules } from '../modules/index.js';
import type { ApiModule } from '../modules/module.js';
import { createPostgresSql } from '../db/postgres-sql.js';
import { buildApi, type KlobApi } from '../server.js';

/** Starting a seeded api (bcrypt included) and signing in can take seconds on a busy two-core machine. */
export const API_START_TIMEOUT_MS = 30_000;

const GENEROUS = 100_000;
const GENEROUS_WRITE_LIMITS: ApiConfig['writeLimits'] = {
  perMinute: GENEROUS,
  trackingPerMinute: GENEROUS,
  messagesPerMinute: GENEROUS,
  messagesPerHour: GENEROUS,
  chatPerSocketPerMinute: GENEROUS,
  chatPerUserPerMinute: GENEROUS,
};

export interface RunningTestApi {
  api: KlobApi;
  baseUrl: string;
  config: ApiConfig;
  /** Stops the server and starts a new one on the same database (for persistence tests). */
  restart(): Promise<RunningTestApi>;
  stop(): Promise<void>;
}

export interface TestApiOptions {
  /** Settings over the test defaults (free loopback port, temporary database, silent log, random secrets, dev mailbox on). */
  config?: Partial<ApiConfig>;
  /** The modules the api is built from; `apiModulesWith` swaps single ones. Defaults to every module. */
  modules?: readonly ApiModule[];
}

/** Every module of the api, with each of `replacements` in place of the module of the same name. */
export function apiModulesWith(...replacements: readonly ApiModule[]): ApiModule[] {
  const unknown = replacements.filter((replacement) => !apiModules.some((module) => module.name === replacement.name));
  if (unknown.length > 0) throw new Error(`no api module is named ${unknown.map((module) => module.name).join(', ')}`);
  return apiModules.map((module) => replacements.find((replacement) => replacement.name === module.name) ?? module);
}

/**
 * KLOB_TEST_POSTGRES_URL (set by scripts/test.sh from scripts/postgres.sh): every test api runs on that PostgreSQL
 * database instead of a SQLite file, in a schema of its own (parallel Jest workers never meet), dropped at stop.
 */
function onPostgresWhenAsked(): Partial<ApiConfig> {
  const databaseUrl = process.env.KLOB_TEST_POSTGRES_URL;
  if (!databaseUrl) return {};
  return { databaseUrl, databaseSchema: `test_${crypto.randomBytes(8).toString('hex')}` };
}

/**
 * A database of its own on the server of `adminUrl` (KLOB_TEST_POSTGRES_URL by default) for api processes (which take
 * DATABASE_URL, not a schema), or undefined when there is no such server (the tests run on SQLite). `drop` removes it.
 */
export async function createTestPostgresDatabase(
  adminUrl = process.env.KLOB_TEST_POSTGRES_URL,
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  if (!adminUrl) return undefined;
  const name = `klob_test_${crypto.randomBytes(8).toString('hex')}`;
  const onAdmin = async (statement: string) => {
    const admin = await createPostgresSql({ url: adminUrl, maxConnections: 1 });
    try {
      await admin.exec(statement);
    } finally {
      await admin.close();
    }
  };
  await onAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const admin = await createPostgresSql({ url, maxConnections: 1 });
  try {
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await admin.close();
  }
}

/** Starts a real api on a free loopback port with its own temporary database and upload folder. */
export async function startTestApi({ config: overrides = {}, modules = apiModules }: TestApiOptions = {}): Promise<RunningTestApi> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-api-test-'));
  const config = loadConfig({
    ...onPostgresWhenAsked(),
    port: 0,
    host: '127.0.0.1',
    databasePath: path.join(dir, 'test.db'),
    uploadDir: path.join(dir, 'uploads'),
    logLevel: 'silent',
    production: false,
    // A fresh secret and fresh chat credentials per api: nothing a test signs outlives its run.
    jwtSecret: randomSecret(),
    chatBasicAuth: { user: `chat-${randomSecret().slice(0, 8)}`, password: randomSecret() },
    // Tests read verification codes from the mailbox, as a developer does with DEV_MAILBOX=1.
    devMailbox: true,
    authRateLimitPerMinute: 1000,
    authClientRateLimitPerMinute: 1000,
    // Suites that send many wrong passwords to one account test other limits; the per-account one has its own test.
    signInThrottle: { freeFailures: 1000, firstDelayMs: 1000, maxDelayMs: 300_000, quietResetMs: 3_600_000 },
    // Test files write in bulk from one address; the limits have tests of their own.
    writeLimits: GENEROUS_WRITE_LIMITS,
    ...overrides,
  });
  return run(config, modules, dir);
}

async function run(config: ApiConfig, modules: readonly ApiModule[], dir: string): Promise<RunningTestApi> {
  const api = await buildApi(config, modules);
  const baseUrl = await api.listen();
  const port = Number(new URL(baseUrl).port);
  return {
    api,
    baseUrl,
    config,
    async restart() {
      await api.close();
      return run({ ...config, port }, modules, dir);
    },
    async stop() {
      await api.close();
      if (config.databaseUrl && config.databaseSchema) await dropSchema(config.databaseUrl, config.databaseSchema);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
