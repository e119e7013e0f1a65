/** What the chat benchmarks share: their settings from the environment, the closed loop, the api process they drive over IPC, and their percentiles. */
import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { ControlMessage, ServerMessage } from './chat-roundtrip-server.js';
import { percentile } from './percentile.js';

/** How long the last messages of a phase may take to arrive before they count as lost. */
export const DRAIN_TIMEOUT_MS = 15_000;

/** A bench socket's messages on their way to the other side of its room (sequence -> when sent). */
export interface InFlight {
  inFlight: Map<number, number>;
}

export function boundedIntFromEnv(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number.parseInt(raw, 10);
  if (!Number.isFinite(value) || value <= 0 || value > max) throw new Error(`${name} must be an integer in 1..${max}, got '${raw}'`);
  return value;
}

/** Resolves when every message still in flight arrived, or after DRAIN_TIMEOUT_MS (the rest is lost). */
export async function drain(sides: readonly InFlight[]): Promise<void> {
  const deadline = performance.now() + DRAIN_TIMEOUT_MS;
  while (sides.some((side) => side.inFlight.size > 0) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

/** Every side sends `messagesPerSide` messages, each once the other side received the one before; answers how long it took. */
export async function closedLoop<S extends InFlight>(
  sides: readonly S[],
  messagesPerSide: number,
  send: (side: S) => Promise<void>,
): Promise<number> {
  const started = performance.now();
  let giveUp: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(
      sides.map(async (side) => {
        for (let index = 0; index < messagesPerSide; index += 1) await send(side);
      }),
    ),
    // A lost message would stop its side's loop: the phase ends anyway, and the loss is counted.
    new Promise((resolve) => (giveUp = setTimeout(resolve, DRAIN_TIMEOUT_MS))),
  ]);
  clearTimeout(giveUp);
  const durationMs = performance.now() - started;
  await drain(sides);
  return durationMs;
}

const SERVER_SCRIPT = fileURLToPath(new URL('./chat-roundtrip-server.ts', import.meta.url));

export const round = (value: number) => Math.round(value * 100) / 100;
export function summary(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

/** The api process, driven over IPC. */
export class BenchServer {
  private readonly child: ChildProcess;
  private readonly waiting: ((message: ServerMessage) => void)[] = [];

  /**
   * `pairCount` bench pairs are created (0: none, an instance beside the one that made them); `env` goes to the api
   * process (BENCH_API_SHARED: see chat-roundtrip-server.ts); `cpuProfileDir` profiles it.
   */
  constructor(pairCount: number, { env = {}, cpuProfileDir }: { env?: Record<string, string>; cpuProfileDir?: string } = {}) {
    const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
    this.child = fork(SERVER_SCRIPT, [String(pairCount)], {
      execArgv: [...process.execArgv, ...profile],
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    this.child.on('message', (message: ServerMessage) => this.waiting.shift()?.(message));
  }

  private next(): Promise<ServerMessage> {
    return new Promise((resolve, reject) => {
      this.waiting.push(resolve);
      this.child.once('exit', (code) => reject(new Error(`the bench api exited with ${code}`)));
    });
  }

  async ready(): Promise<Extract<ServerMessage, { type: 'ready' }>> {
    const message = await this.next();
    if (message.type !== 'ready') throw new Error('the bench api did not start');
    return message;
  }

  async storedMessages(): Promise<number> {
    const answer = this.next();
    this.child.send({ type: 'count' } satisfies ControlMessage);
    const message = await answer;
    return message.type === 'count' ? message.storedMessages : Number.NaN;
  }

  /** CPU time the api process used so far: unlike the round trip, it hardly moves with the machine's load. */
  async cpuMs(): Promise<number> {
    const answer = this.next();
    this.child.send({ type: 'cpu' } satisfies ControlMessage);
    const message = await answer;
    return message.type === 'cpu' ? message.cpuMs : Number.NaN;
  }

  stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    // Killed (kill -9 of the cluster bench): only its exit is left to wait for.
    if (!this.child.killed && this.child.connected) this.child.send({ type: 'stop' } satisfies ControlMessage);
    return exited;
  }

  kill(): void {
    this.child.kill('SIGKILL');
  }
}
