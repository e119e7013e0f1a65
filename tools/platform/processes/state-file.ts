import fs from 'node:fs';
import { writeJsonFile } from '../../deploy/json-state-file';
import type { PlatformProcess } from '../../webpack/ports';
import type { MailCatcherPorts } from './mail-catcher';
import type { PlatformPorts } from './platform-ports';

/** A process this tooling started: enough to find it again and to be sure a reused pid is not someone else's. */
export interface RunningProcess {
  pid: number;
  /** The script it runs; must appear in /proc/<pid>/cmdline. */
  script: string;
  /** Its working directory; must equal /proc/<pid>/cwd. */
  cwd: string;
  logFile: string;
}

/** What a started platform leaves on disk so that its stopper (or the next run, after a crash) can clean up. */
export interface PlatformState {
  /** The run that started the platform (a test runner or `pnpm bench`); only it, or anyone once it is gone, may stop it. */
  owner: { pid: number; commandLine: string | null };
  ports: PlatformPorts;
  /** The api's throw-away data folder (KLOB_DATA_DIR). */
  dataDir: string;
  /** The remotes' deploy root (KLOB_DEPLOY_DIR: deployed builds, entry hashes, kill switches), removed with the platform. */
  deployDir?: string;
  logDir: string;
  /** The environment every process was started with, beyond the inherited one. */
  env: Record<string, string>;
  processes: Partial<Record<PlatformProcess, RunningProcess>>;
  /** Extra servers of an app's build with another environment (`startAppVariant`), by name; stopped with the platform. */
  variants?: Record<string, RunningProcess>;
  /** The local mail catcher the api sends to, when the platform was asked for one. */
  mailCatcher?: { ports: MailCatcherPorts; process?: RunningProcess };
}

export function readState(stateFile: string): PlatformState | null {
  if (!fs.existsSync(stateFile)) return null;
  return JSON.parse(fs.readFileSync(stateFile, 'utf8')) as PlatformState;
}

/** Written atomically: a reader never sees half a file. */
export const writeState = (stateFile: string, state: PlatformState): void => writeJsonFile(stateFile, state);

export function updateState(stateFile: string, change: (state: PlatformState) => void): PlatformState {
  const state = readState(stateFile);
  if (!state) throw new Error(`no platform is recorded in ${stateFile}: start it first`);
  change(state);
  writeState(stateFile, state);
  return state;
}
