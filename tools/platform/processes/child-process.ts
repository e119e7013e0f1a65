import fs from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RunningProcess } from './state-file';

const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');
const STOP_GRACE_MS = 5000;
const POLL_MS = 100;
/** Variables of the calling test runner that must not leak into a server (a loader of the runner would hook into it). */
const RUNNER_ONLY_ENV = ['NODE_OPTIONS'];

export interface SpawnScriptOptions {
  script: string;
  cwd: string;
  env: Record<string, string>;
  logFile: string;
}

/**
 * Runs a TypeScript script with tsx as the leader of its own process group,
 * output appended to `logFile`, so that stopping the group also stops tsx's child.
 */
export function spawnScript({ script, cwd, env, logFile }: SpawnScriptOptions): { child: ChildProcess; running: RunningProcess } {
  const log = fs.openSync(logFile, 'a');
  const inherited = { ...process.env };
  for (const name of RUNNER_ONLY_ENV) delete inherited[name];
  const child = spawn(process.execPath, [TSX_CLI, script], {
    cwd,
    env: { ...inherited, ...env },
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  if (child.pid === undefined) throw new Error(`could not start ${script}`);
  return { child, running: { pid: child.pid, script, cwd, logFile } };
}

function procEntry(pid: number, entry: string): string | null {
  try {
    return entry === 'cwd' ? fs.readlinkSync(`/proc/${pid}/cwd`) : fs.readFileSync(`/proc/${pid}/${entry}`, 'utf8');
  } catch {
    return null;
  }
}

/** The command line of a process (arguments joined by spaces), or null without /proc or when it is gone. */
export const commandLineOf = (pid: number): string | null => procEntry(pid, 'cmdline')?.split('\0').join(' ').trim() ?? null;

/** Alive and not a zombie waiting to be reaped. */
export function isAlive(pid: number): boolean {
  const stat = procEntry(pid, 'stat');
  if (stat !== null) return !/^\d+ \(.*\) Z/s.test(stat);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid still runs what we started (pids are reused after a crash or a reboot). */
export function isSameProcess({ pid, script, cwd }: RunningProcess): boolean {
  if (!isAlive(pid)) return false;
  const commandLine = procEntry(pid, 'cmdline');
  if (commandLine === null) return true; // no /proc: trust the state file
  return commandLine.includes(script) && procEntry(pid, 'cwd') === cwd;
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(POLL_MS);
  }
  return !isAlive(pid);
}

/** SIGTERM to the process group, SIGKILL if it is still there after a grace period. Does nothing to a pid we did not start. */
export async function stopProcess(running: RunningProcess): Promise<void> {
  if (!isSameProcess(running)) return;
  signalGroup(running.pid, 'SIGTERM');
  if (await waitForExit(running.pid, STOP_GRACE_MS)) return;
  signalGroup(running.pid, 'SIGKILL');
  await waitForExit(running.pid, STOP_GRACE_MS);
}

/** The end of a log file, to explain why a process did not come up. */
export function logTail(logFile: string, lines = 30): string {
  if (!fs.existsSync(logFile)) return '(no log)';
  return fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

export interface ScriptResult {
  /** null when the script was stopped by a signal (e.g. after `timeoutMs`). */
  code: number | null;
  stdout: string;
  /** stdout and stderr, interleaved. */
  output: string;
  durationMs: number;
  timedOut: boolean;
}

export interface RunScriptOptions {
  script: string;
  args?: string[];
  cwd: string;
  env?: Record<string, string>;
  /** Stops the script (SIGTERM) after this long. */
  timeoutMs?: number;
}

/** Runs a TypeScript script with tsx to its end (e.g. an app's build) and collects its output. */
export function runScript({ script, args = [], cwd, env = {}, timeoutMs }: RunScriptOptions): Promise<ScriptResult> {
  return runCommand(process.execPath, [TSX_CLI, script, ...args], { cwd, env, timeoutMs });
}

/** Runs a command to its end and collects its output; the environment is this process's plus `env`. */
export function runCommand(
  command: string,
  args: readonly string[],
  { cwd, env = {}, timeoutMs }: Omit<RunScriptOptions, 'script' | 'args'>,
): Promise<ScriptResult> {
  const inherited = { ...process.env };
  for (const name of RUNNER_ONLY_ENV) delete inherited[name];
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let output = '';
    let timedOut = false;
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => ((timedOut = true), child.kill('SIGTERM')), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, output, durationMs: Date.now() - started, timedOut });
    });
  });
}
