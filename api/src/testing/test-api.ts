import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { loadConfig, type ApiConfig } from '../config.js';
import { buildApi, type KlobApi } from '../server.js';

export interface RunningTestApi {
  api: KlobApi;
  baseUrl: string;
  config: ApiConfig;
  /** Stops the server and starts a new one on the same database (for persistence tests). */
  restart(): Promise<RunningTestApi>;
  stop(): Promise<void>;
}

/** Starts a real api on a free loopback port with its own temporary database and upload folder. */
export async function startTestApi(overrides: Partial<ApiConfig> = {}): Promise<RunningTestApi> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-api-test-'));
  const config = loadConfig({
    port: 0,
    host: '127.0.0.1',
    databasePath: path.join(dir, 'test.db'),
    uploadDir: path.join(dir, 'uploads'),
    logLevel: 'silent',
    authRateLimitPerMinute: 1000,
    ...overrides,
  });
  return run(config, dir);
}

async function run(config: ApiConfig, dir: string): Promise<RunningTestApi> {
  const api = await buildApi(config);
  const baseUrl = await api.listen();
  const port = Number(new URL(baseUrl).port);
  return {
    api,
    baseUrl,
    config,
    async restart() {
      await api.close();
      return run({ ...config, port }, dir);
    },
    async stop() {
      await api.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
