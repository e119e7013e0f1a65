import fs from 'node:fs';
import path from 'node:path';
import { appFolderOf, type RemoteName } from '../webpack/ports';

/**
 * Where the deployed builds of the remotes live, one folder per remote:
 *
 *   <deploy root>/mf-search/current   -> the build its server serves (a symlink, flipped by rename)
 *   <deploy root>/mf-search/previous  -> the build before it (what `pnpm rollback` restores)
 *   <deploy root>/mf-search/builds/<build id>/
 *
 * Before the first deploy `current` points at the remote's own `dist/`, which is never written.
 */

export const DEPLOY_DIR_ENV = 'KLOB_DEPLOY_DIR';
const CURRENT = 'current';
const PREVIOUS = 'previous';
const BUILDS = 'builds';

const WORKSPACE_DIR = path.resolve(import.meta.dirname, '../..');

/** The deploy root: KLOB_DEPLOY_DIR (relative to the workspace), or `.deploy` in the workspace. */
export const deployRootFrom = (env: NodeJS.ProcessEnv = process.env): string =>
  path.resolve(WORKSPACE_DIR, env[DEPLOY_DIR_ENV] || '.deploy');

export const remoteDeployDir = (root: string, remote: RemoteName): string => path.join(root, appFolderOf(remote));

/** The folder a link points at (absolute), or null when there is no such link. */
export function linkTarget(remoteDir: string, name: typeof CURRENT | typeof PREVIOUS): string | null {
  try {
    return path.resolve(remoteDir, fs.readlinkSync(path.join(remoteDir, name)));
  } catch {
    return null;
  }
}

/** Points a link at a folder in one step: a new link renamed over the old one, so a request sees either build, never none. */
function flipLink(remoteDir: string, name: typeof CURRENT | typeof PREVIOUS, target: string | null): void {
  const link = path.join(remoteDir, name);
  if (target === null) {
    fs.rmSync(link, { force: true });
    return;
  }
  const temporary = `${link}.${process.pid}.tmp`;
  fs.rmSync(temporary, { force: true });
  fs.symlinkSync(target, temporary, 'dir');
  fs.renameSync(temporary, link);
}

/** The folder a remote's server serves: its `current` link, made to point at `distDir` when nothing was deployed yet. */
export function servedDirOf(root: string, remote: RemoteName, distDir: string): string {
  const remoteDir = remoteDeployDir(root, remote);
  fs.mkdirSync(remoteDir, { recursive: true });
  if (!linkTarget(remoteDir, CURRENT)) flipLink(remoteDir, CURRENT, distDir);
  return path.join(remoteDir, CURRENT);
}

/** What serves now and what served before, as folders. */
export interface DeployedBuilds {
  current: string | null;
  previous: string | null;
}

export const deployedBuildsOf = (root: string, remote: RemoteName): DeployedBuilds => {
  const remoteDir = remoteDeployDir(root, remote);
  return { current: linkTarget(remoteDir, CURRENT), previous: linkTarget(remoteDir, PREVIOUS) };
};

/** Copies a candidate build into the remote's builds, under its build id (suffixed when that id is there already). */
export function installBuild(root: string, remote: RemoteName, candidateDir: string, buildId: string): string {
  const buildsDir = path.join(remoteDeployDir(root, remote), BUILDS);
  fs.mkdirSync(buildsDir, { recursive: true });
  let target = path.join(buildsDir, buildId);
  for (let copy = 2; fs.existsSync(target); copy++) target = path.join(buildsDir, `${buildId}.${copy}`);
  fs.cpSync(candidateDir, target, { recursive: true });
  return target;
}

/** Serves `target` from now on; the build it replaces becomes `previous`. Answers both links as they were. */
export function activateBuild(root: string, remote: RemoteName, target: string): DeployedBuilds {
  const remoteDir = remoteDeployDir(root, remote);
  const before = deployedBuildsOf(root, remote);
  flipLink(remoteDir, PREVIOUS, before.current);
  flipLink(remoteDir, CURRENT, target);
  return before;
}

/** Puts both links back as `before` says (a deploy whose health check failed). */
export function restoreBuilds(root: string, remote: RemoteName, before: DeployedBuilds): void {
  const remoteDir = remoteDeployDir(root, remote);
  flipLink(remoteDir, CURRENT, before.current);
  flipLink(remoteDir, PREVIOUS, before.previous);
}

/** Serves the previous build again; the build it replaces becomes `previous` (a second rollback undoes the first). */
export function rollbackBuild(root: string, remote: RemoteName): DeployedBuilds {
  const before = deployedBuildsOf(root, remote);
  if (!before.previous) throw new Error(`${appFolderOf(remote)} has no previous build to roll back to`);
  const remoteDir = remoteDeployDir(root, remote);
  flipLink(remoteDir, PREVIOUS, before.current);
  flipLink(remoteDir, CURRENT, before.previous);
  return before;
}

/** Removes the builds neither link points at (a remote keeps two: the one it serves and the one before). */
export function pruneBuilds(root: string, remote: RemoteName): string[] {
  const buildsDir = path.join(remoteDeployDir(root, remote), BUILDS);
  if (!fs.existsSync(buildsDir)) return [];
  const { current, previous } = deployedBuildsOf(root, remote);
  const removed: string[] = [];
  for (const name of fs.readdirSync(buildsDir)) {
    const build = path.join(buildsDir, name);
    if (build === current || build === previous) continue;
    fs.rmSync(build, { recursive: true, force: true });
    removed.push(build);
  }
  return removed;
}
