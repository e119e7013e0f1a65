import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { portEnvName, type PlatformProcess } from '../../webpack/ports';
import { appDirOf, appsWithoutBuild, BUILD_APPS_COMMAND, STATIC_APPS, WORKSPACE_DIR, type StaticApp } from './platform-apps';
import { corsOriginsEnv, loopbackUrlOf, portsEnv, textOriginsEnv, type PlatformPorts } from './platform-ports';
import { commandLineOf, isAlive, logTail, spawnScript, stopProcess } from './child-process';
import { freePort, isPortFree } from './port-check';
import { readState, updateState, writeState, type PlatformState } from './state-file';
import { waitForHttp, waitUntilDown } from './wait-for-http';
import { apiSecretsEnv } from './local-secrets';
import { DEPLOY_DIR_ENV } from '../../deploy/deploy-store';
import { devSignInProvidersEnv } from './dev-sign-in';
import { apiMailEnv, MAIL_CATCHER_SCRIPT, mailCatcherEnv, mailCatcherLoopbackUrlOf, type MailCatcherPorts } from './mail-catcher';

export interface StartPlatformOptions {
  ports: PlatformPorts;
  /** The static apps to serve; all six unless given. */
  apps?: readonly StaticApp[];
  /** Where the pids are recorded (also read to clean up after a crashed previous run). */
  stateFile: string;
  /** One log file per process goes here. */
  logDir: string;
  /** TOKEN_TTL_S of the api: short in tests, so token refresh really happens. */
  tokenTtlSeconds?: number;
  /** DEV_MAILBOX=1 for the api (then not in production mode): suites that read verification codes ask for it. */
  devMailbox?: boolean;
  /** DEV_OAUTH=1 for the api and its authorize URLs for the shell (/login's LinkedIn and SSO buttons): suites that sign in through a provider ask for it. */
  devOAuth?: boolean;
  /** Starts the local mail catcher on these ports and points the api's SMTP_URL at it (suites that read mail as a user does). */
  mailCatcher?: MailCatcherPorts;
  /** AUTH_CLIENT_RATE_LIMIT_PER_MIN of the api: every browser of a test run is the same client address. */
  authClientRateLimitPerMinute?: number;
  logLevel?: string;
  startTimeoutMs?: number;
}

const DEFAULTS = { tokenTtlSeconds: 3600, devMailbox: false, devOAuth: false, logLevel: 'warn', startTimeoutMs: 60_000 } as const;
const STOP_TIMEOUT_MS = 10_000;

const SERVE_SCRIPT = path.join(WORKSPACE_DIR, 'tools/serve/cli.ts');
const API_SCRIPT = path.join(WORKSPACE_DIR, 'api/src/main.ts');

/** The path each process answers 2xx on once it is ready. */
const readinessPathOf = (name: PlatformProcess): string => {
  if (name === 'api') return '/health';
  return name === 'shell' ? '/' : '/mf-manifest.json';
};

const scriptOf = (name: PlatformProcess): string => (name === 'api' ? API_SCRIPT : SERVE_SCRIPT);

/**
 * The api alone gets its secrets: those set in the environment win, the others are read from its
 * data folder (generated there on the first start, never in the state file), and production mode unless the dev mailbox is asked for.
 */
const envOf = (state: PlatformState, name: PlatformProcess): Record<string, string> =>
  name === 'api'
    ? {
        ...state.env,
        ...apiSecretsEnv(state.dataDir, { ...process.env, ...state.env }),
        ...(state.mailCatcher ? apiMailEnv(state.mailCatcher.ports) : {}),
        NODE_ENV: state.env.DEV_MAILBOX === '1' || state.env.DEV_OAUTH === '1' ? 'development' : 'production',
      }
    : state.env;

async function launch(state: PlatformState, stateFile: string, name: PlatformProcess, timeoutMs: number): Promise<void> {
  const logFile = path.join(state.logDir, `${name}.log`);
  const { child, running } = spawnScript({ script: scriptOf(name), cwd: appDirOf(name), env: envOf(state, name), logFile });
  updateState(stateFile, (current) => {
    current.processes[name] = running;
  });
  const exit = watchExit(child);
  try {
    await waitForHttp(`${loopbackUrlOf(state.ports, name)}${readinessPathOf(name)}`, {
      timeoutMs,
      failure: () => (exit.code === undefined ? null : `${name} exited (${exit.code}) while starting`),
    });
  } catch (error) {
    throw new Error(`${name} did not start: ${(error as Error).message}\n--- ${logFile} ---\n${logTail(logFile)}`, { cause: error });
  } finally {
    child.unref();
  }
}

/** The catcher starts before the api, so that the first code the api sends has somewhere to go. */
async function launchMailCatcher(state: PlatformState, stateFile: string, ports: MailCatcherPorts, timeoutMs: number): Promise<void> {
  const logFile = path.join(state.logDir, 'mail-catcher.log');
  const { child, running } = spawnScript({ script: MAIL_CATCHER_SCRIPT, cwd: WORKSPACE_DIR, env: mailCatcherEnv(ports), logFile });
  updateState(stateFile, (current) => {
    current.mailCatcher = { ports, process: running };
  });
  const exit = watchExit(child);
  try {
    await waitForHttp(`${mailCatcherLoopbackUrlOf(ports)}/healthz`, {
      timeoutMs,
      failure: () => (exit.code === undefined ? null : `the mail catcher exited (${exit.code}) while starting`),
    });
  } catch (error) {
    throw new Error(`the mail catcher did not start: ${(error as Error).message}\n--- ${logFile} ---\n${logTail(logFile)}`, {
      cause: error,
    });
  } finally {
    child.unref();
  }
}

function watchExit(child: ChildProcess): { code: number | string | null | undefined } {
  const exit: { code: number | string | null | undefined } = { code: undefined };
  child.once('exit', (code, signal) => {
    exit.code = code ?? signal;
  });
  return exit;
}

async function assertPortsFree(ports: PlatformPorts, names: readonly PlatformProcess[], mail?: MailCatcherPorts): Promise<void> {
  const busy: string[] = [];
  for (const name of names) if (!(await isPortFree(ports[name]))) busy.push(`${name} (${ports[name]})`);
  for (const [name, port] of Object.entries(mail ?? {})) if (!(await isPortFree(port))) busy.push(`mail catcher ${name} (${port})`);
  if (busy.length > 0) throw new Error(`ports already in use: ${busy.join(', ')}. Stop whatever listens there, or choose other ports.`);
}

/**
 * Starts the api on a fresh data folder and the six static servers of the production builds,
 * and waits until each answers. A platform left over by a crashed run (same state file) is stopped first.
 */
export async function startPlatform(options: StartPlatformOptions): Promise<PlatformState> {
  const {
    ports,
    apps = STATIC_APPS,
    stateFile,
    logDir,
    tokenTtlSeconds,
    devMailbox,
    devOAuth,
    mailCatcher,
    authClientRateLimitPerMinute,
    logLevel,
    startTimeoutMs,
  } = { ...DEFAULTS, ...options };
  await stopPlatform(stateFile); // what a crashed run left behind; refuses if that run is still going

  const missing = appsWithoutBuild(apps);
  if (missing.length > 0) {
    throw new Error(`No production build (dist/) for ${missing.join(', ')}. Build the apps first: ${BUILD_APPS_COMMAND}`);
  }
  await assertPortsFree(ports, ['api', ...apps], mailCatcher);

  fs.mkdirSync(logDir, { recursive: true });
  for (const name of Object.keys(ports)) fs.rmSync(path.join(logDir, `${name}.log`), { force: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-platform-data-'));
  // The remotes' deployed builds and kill switches (tools/deploy): owned by this run, removed when it stops.
  const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-platform-deploy-'));
  const env = {
    ...portsEnv(ports),
    ...corsOriginsEnv(ports),
    ...textOriginsEnv(ports),
    KLOB_DATA_DIR: dataDir,
    [DEPLOY_DIR_ENV]: deployDir,
    TOKEN_TTL_S: String(tokenTtlSeconds),
    LOG_LEVEL: logLevel,
    KLOB_ENV: 'local',
    NODE_ENV: 'production',
    // The checkout suites pay with the sandbox card; a production api has no provider unless told (issue 22).
    PAYMENT_PROVIDER: 'sandbox',
    DEV_MAILBOX: devMailbox ? '1' : '0',
    DEV_OAUTH: devOAuth ? '1' : '0',
    ...(devOAuth ? devSignInProvidersEnv() : {}),
    ...(authClientRateLimitPerMinute === undefined ? {} : { AUTH_CLIENT_RATE_LIMIT_PER_MIN: String(authClientRateLimitPerMinute) }),
  };
  const state: PlatformState = {
    owner: { pid: process.pid, commandLine: commandLineOf(process.pid) },
    ports,
    dataDir,
    deployDir,
    logDir,
    env,
    processes: {},
    ...(mailCatcher ? { mailCatcher: { ports: mailCatcher } } : {}),
  };
  writeState(stateFile, state);

  try {
    if (mailCatcher) await launchMailCatcher(state, stateFile, mailCatcher, startTimeoutMs);
    await launch(state, stateFile, 'api', startTimeoutMs);
    await Promise.all(apps.map((app) => launch(state, stateFile, app, startTimeoutMs)));
  } catch (error) {
    await stopPlatform(stateFile);
    throw error;
  }
  return readState(stateFile)!;
}

function isOtherRunGoing({ owner }: PlatformState): boolean {
  if (owner.pid === process.pid || !isAlive(owner.pid)) return false;
  const commandLine = commandLineOf(owner.pid);
  return commandLine === null || owner.commandLine === null || commandLine === owner.commandLine;
}

/**
 * Stops every recorded process, removes the api's data folder and the state file. Safe to call when nothing runs.
 * Refuses while the run that started the platform is still going (two e2e runs at once would stop each other's servers).
 */
export async function stopPlatform(stateFile: string): Promise<void> {
  const state = readState(stateFile);
  if (!state) return;
  if (isOtherRunGoing(state)) {
    throw new Error(
      `the platform in ${stateFile} belongs to a run still going (pid ${state.owner.pid}: ${state.owner.commandLine}); wait for it to end`,
    );
  }
  await Promise.all(Object.values(state.processes).map((running) => (running ? stopProcess(running) : undefined)));
  await Promise.all(Object.values(state.variants ?? {}).map(stopProcess));
  if (state.mailCatcher?.process) await stopProcess(state.mailCatcher.process);
  fs.rmSync(state.dataDir, { recursive: true, force: true });
  if (state.deployDir) fs.rmSync(state.deployDir, { recursive: true, force: true });
  fs.rmSync(stateFile, { force: true });
}

/** Stops one app's static server of a running platform and waits until its port is closed. */
export async function stopApp(stateFile: string, app: StaticApp): Promise<void> {
  const state = readState(stateFile);
  const running = state?.processes[app];
  if (!state || !running) throw new Error(`${app} is not running (state file ${stateFile})`);
  await stopProcess(running);
  await waitUntilDown(`${loopbackUrlOf(state.ports, app)}/`, { timeoutMs: STOP_TIMEOUT_MS });
  updateState(stateFile, (current) => {
    delete current.processes[app];
  });
}

/** Starts one app's static server again, with the environment the platform was started with. */
export async function startApp(stateFile: string, app: StaticApp, timeoutMs: number = DEFAULTS.startTimeoutMs): Promise<void> {
  const state = readState(stateFile);
  if (!state) throw new Error(`no platform is recorded in ${stateFile}: start it first`);
  if (state.processes[app]) throw new Error(`${app} is already running`);
  await launch(state, stateFile, app, timeoutMs);
}

export interface AppVariant {
  /** Where the variant answers, e.g. http://localhost:40123. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A second static server of one app's build beside the running platform, with more environment
 * (e.g. the shell with KLOB_ROUTE_SET=reduced): the run-time files are read per request, so the same
 * `dist/` serves another configuration without a rebuild, against the platform's api and remotes.
 * It gets a free port of the system's ephemeral range and is recorded, so stopping the platform stops it too.
 */
export async function startAppVariant(
  stateFile: string,
  app: StaticApp,
  { name, env }: { name: string; env: Record<string, string> },
  timeoutMs: number = DEFAULTS.startTimeoutMs,
): Promise<AppVariant> {
  const state = readState(stateFile);
  if (!state) throw new Error(`no platform is recorded in ${stateFile}: start it first`);
  if (state.variants?.[name]) throw new Error(`the variant ${name} is already running`);
  const port = await freePort();
  const logFile = path.join(state.logDir, `${app}-${name}.log`);
  const { child, running } = spawnScript({
    script: SERVE_SCRIPT,
    cwd: appDirOf(app),
    env: { ...state.env, ...env, [portEnvName(app)]: String(port) },
    logFile,
  });
  updateState(stateFile, (current) => {
    current.variants = { ...current.variants, [name]: running };
  });
  const stop = async () => {
    await stopProcess(running);
    updateState(stateFile, (current) => {
      delete current.variants?.[name];
    });
  };
  const exit = watchExit(child);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, {
      timeoutMs,
      failure: () => (exit.code === undefined ? null : `${app} (${name}) exited (${exit.code}) while starting`),
    });
  } catch (error) {
    await stop();
    throw new Error(`${app} (${name}) did not start: ${(error as Error).message}\n--- ${logFile} ---\n${logTail(logFile)}`, {
      cause: error,
    });
  } finally {
    child.unref();
  }
  return { url: `http://localhost:${port}`, stop };
}
