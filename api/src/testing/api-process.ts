import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomSecret } from '../config.js';

/** The api as `pnpm start` runs it: its own process (`tsx src/main.ts`), production mode, its own data folder. */
export interface ApiProcess {
  baseUrl: string;
  /** Resident memory of the api process, in bytes (Linux /proc). */
  residentBytes(): number;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;
const POLL_MS = 100;
const STOP_TIMEOUT_MS = 3000;

/** A loopback port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the api exited (${child.exitCode}) while starting:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`the api did not answer /health within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

/** Starts the api in a process of its own, with `env` over production defaults, and waits until it answers. */
export async function startApiProcess(env: Record<string, string> = {}): Promise<ApiProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-api-process-'));
  const port = await freePort();
  // Node with tsx's loader, not tsx's command (which runs the script in a second process): this pid is the api's.
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = spawn(process.execPath, ['--import', tsxLoader, path.join(import.meta.dirname, '..', 'main.ts')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      KLOB_DATA_DIR: dataDir,
      API_PORT: String(port),
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomSecret(),
      CHAT_BASIC_USER: 'chat-test',
      CHAT_BASIC_PASSWORD: randomSecret(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    // An api that does not end within STOP_TIMEOUT_MS (connections still open) is killed.
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(killer);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    residentBytes() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
      return kib * 1024;
    },
    stop,
  };
}
