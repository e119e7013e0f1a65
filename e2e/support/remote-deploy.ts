import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appDirOf, runScript, WORKSPACE_DIR, type StaticApp } from '../../tools/platform/processes';
import { appFolderOf, type RemoteName } from '../../tools/webpack/ports';
import { runOpsCommand } from './ops-commands';

const BUILD_SCRIPT = path.join(WORKSPACE_DIR, 'tools/webpack/cli.ts');
/** What a copy of an app's sources leaves out: its build output and its dependencies (linked instead). */
const NOT_COPIED = new Set(['node_modules', 'dist', '.mf']);

export interface EditedBuild {
  /** The production build of the edited copy. */
  distDir: string;
  /** Removes the temporary copy. */
  dispose(): void;
}

/**
 * Builds a temporary copy of one app with `edit` applied to its sources: the working tree is never
 * changed, so a failing test cannot leave an edit behind. The copy links the app's node_modules.
 */
export async function buildEditedCopy(app: StaticApp, edit: (copyDir: string) => void): Promise<EditedBuild> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `klob-e2e-${app}-`));
  const dispose = () => fs.rmSync(workDir, { recursive: true, force: true });
  try {
    const appDir = appDirOf(app);
    const copyDir = path.join(workDir, path.basename(appDir));
    fs.cpSync(appDir, copyDir, {
      recursive: true,
      filter: (source) => !NOT_COPIED.has(path.relative(appDir, source).split(path.sep)[0] ?? ''),
    });
    fs.symlinkSync(path.join(appDir, 'node_modules'), path.join(copyDir, 'node_modules'), 'dir');
    edit(copyDir);
    const build = await runScript({ script: BUILD_SCRIPT, args: ['build'], cwd: copyDir });
    if (build.code !== 0) throw new Error(`the build of the edited ${app} failed:\n${build.output}`);
    return { distDir: path.join(copyDir, 'dist'), dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

export interface Deployment {
  /** Puts the previous build back (`pnpm rollback`). */
  restore(): Promise<void>;
}

/**
 * Deploys a build of one app with `pnpm deploy:remote` on the running platform: checked, swapped in
 * while it runs, health-checked; nothing else is rebuilt or restarted and no `dist/` is written
 * (docs/ARCHITECTURE.md "Deploying and rolling back a remote", tools/deploy/README.md).
 */
export async function deployBuild(app: RemoteName, newDistDir: string): Promise<Deployment> {
  const folder = appFolderOf(app);
  const deploy = await runOpsCommand('deploy:remote', [folder, newDistDir]);
  if (deploy.code !== 0) throw new Error(`pnpm deploy:remote ${folder} failed:\n${deploy.output}`);
  return {
    async restore() {
      const rollback = await runOpsCommand('rollback', [folder]);
      if (rollback.code !== 0) throw new Error(`pnpm rollback ${folder} failed:\n${rollback.output}`);
    },
  };
}

/** Replaces a quoted string literal in a source file; fails if it is not there, so a moved text cannot pass silently. */
export function replaceStringLiteral(file: string, from: string, to: string): void {
  const source = fs.readFileSync(file, 'utf8');
  const quoted = (text: string, quote: string) => `${quote}${text}${quote}`;
  let edited = source;
  for (const quote of ["'", '"', '`']) edited = edited.split(quoted(from, quote)).join(quoted(to, quote));
  if (edited === source) throw new Error(`${file} holds no string literal '${from}'`);
  fs.writeFileSync(file, edited);
}
