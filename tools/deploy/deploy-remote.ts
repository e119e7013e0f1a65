import path from 'node:path';
import { appFolderOf, portOf, REMOTE_NAMES, type RemoteName } from '../webpack/ports';
import { runGate } from '../gate/run-gate';
import { buildIdOf, describeBuild, readBuildInfo } from './build-id';
import { activateBuild, deployedBuildsOf, installBuild, pruneBuilds, restoreBuilds, rollbackBuild } from './deploy-store';
import { entryIntegrityOf, recordEntryIntegrity } from './entry-integrity';
import { checkRemoteHealth } from './health-check';

export interface DeployOptions {
  root: string;
  remote: RemoteName;
  /** The shell build the candidate must work with (`pnpm gate`); the workspace's shell/dist unless given. */
  shellDistDir?: string;
  /** The platform the health check loads the remote in; the local ports (SHELL_PORT, MF_SEARCH_PORT…) unless given. */
  origins?: { shell: string; remote: string };
  log?: (line: string) => void;
}

export interface DeployOutcome {
  status: 'deployed' | 'refused' | 'rolled back';
  problems: string[];
  /** The build served afterwards and the one kept for rollback. */
  current: string;
  previous: string;
  durations: { checkMs: number; swapMs: number; healthMs: number };
}

const WORKSPACE_DIR = path.resolve(import.meta.dirname, '../..');
const SHELL_DIST_DIR = path.join(WORKSPACE_DIR, 'shell/dist');

const localOrigins = (remote: RemoteName) => ({
  shell: `http://localhost:${portOf('shell')}`,
  remote: `http://localhost:${portOf(remote)}`,
});

/** A served folder named as ops read it: its build id, version and build time (the folder when it carries no build info). */
const describeFolder = (folder: string | null) => (folder ? describeBuild(readBuildInfo(folder)) : 'none');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * `pnpm deploy:remote`: checks a candidate build, copies it into the deploy root, records its entry's
 * hash, flips the remote's served folder to it (the running server serves it from the next request)
 * and checks the platform's health; a failed health check flips back by itself.
 */
export async function deployRemote(
  candidateDir: string,
  { root, remote, shellDistDir = SHELL_DIST_DIR, origins = localOrigins(remote), log = console.info }: DeployOptions,
): Promise<DeployOutcome> {
  const name = appFolderOf(remote);
  let started = Date.now();
  // The contract gate (issue 24): the build against the shell it will run in.
  // The other remotes' routes it must not take: what each serves now (its deployed build, else its dist/).
  const otherRemoteDirs = Object.fromEntries(
    REMOTE_NAMES.filter((other) => other !== remote).map((other) => [
      appFolderOf(other),
      deployedBuildsOf(root, other).current ?? path.join(WORKSPACE_DIR, appFolderOf(other), 'dist'),
    ]),
  );
  const problems = runGate({ remote: name, distDir: candidateDir, shellDistDir, otherRemoteDirs }).map(
    ({ check, message }) => `${check}: ${message}`,
  );
  const checkMs = Date.now() - started;
  const before = deployedBuildsOf(root, remote);
  if (problems.length > 0) {
    log(`${name}: the build in ${candidateDir} is refused; ${describeFolder(before.current)} stays deployed:`);
    for (const problem of problems) log(`  - ${problem}`);
    return {
      status: 'refused',
      problems,
      current: describeFolder(before.current),
      previous: describeFolder(before.previous),
      durations: { checkMs, swapMs: 0, healthMs: 0 },
    };
  }

  started = Date.now();
  const info = readBuildInfo(candidateDir);
  const target = installBuild(root, remote, candidateDir, buildIdOf(info));
  const integrity = recordEntryIntegrity(root, remote, target, entryIntegrityOf(target));
  activateBuild(root, remote, target);
  const swapMs = Date.now() - started;
  log(`${name}: deployed ${describeBuild(info)} in ${seconds(swapMs)}, replacing ${describeFolder(before.current)} (kept for rollback)`);

  started = Date.now();
  const unhealthy = await checkRemoteHealth({ remote, remoteOrigin: origins.remote, shellOrigin: origins.shell, integrity });
  const healthMs = Date.now() - started;
  if (unhealthy.length > 0) {
    restoreBuilds(root, remote, before);
    pruneBuilds(root, remote);
    log(`${name}: the health check failed after ${seconds(healthMs)}:`);
    for (const problem of unhealthy) log(`  - ${problem}`);
    log(`${name}: rolled back to ${describeFolder(before.current)}; the failed build ${describeBuild(info)} is removed`);
    return {
      status: 'rolled back',
      problems: unhealthy,
      current: describeFolder(before.current),
      previous: describeFolder(before.previous),
      durations: { checkMs, swapMs, healthMs },
    };
  }
  pruneBuilds(root, remote);
  log(`${name}: health check passed in ${seconds(healthMs)} (manifest, entry bytes, every exposed module loaded in the shell's page)`);
  return {
    status: 'deployed',
    problems: [],
    current: describeBuild(info),
    previous: describeFolder(before.current),
    durations: { checkMs, swapMs, healthMs },
  };
}

export interface RollbackOutcome {
  current: string;
  previous: string;
  swapMs: number;
}

/** `pnpm rollback`: serves the previous build again (the one it replaces becomes the previous one). */
export function rollbackRemote(root: string, remote: RemoteName, log: (line: string) => void = console.info): RollbackOutcome {
  const started = Date.now();
  const before = rollbackBuild(root, remote);
  const swapMs = Date.now() - started;
  const outcome = { current: describeFolder(before.previous), previous: describeFolder(before.current), swapMs };
  log(
    `${appFolderOf(remote)}: rolled back in ${seconds(swapMs)} to ${outcome.current}; ${outcome.previous} is kept (a second rollback restores it)`,
  );
  return outcome;
}

/** A path given on the command line, relative to where the command was typed (pnpm runs scripts from the workspace root). */
export const fromInvocationDir = (given: string): string => path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
