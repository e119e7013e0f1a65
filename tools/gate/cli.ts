import path from 'node:path';
import { appFolderOf, REMOTE_NAMES } from '../webpack/ports';
import { runGate } from './run-gate';

/**
 * `pnpm gate <remote> <dist-folder> [--shell <shell-dist>]`: checks a candidate build of one remote against
 * the shell it will run in, one line per problem, exit 1 on any. `pnpm gate --all` checks every remote's
 * fresh build in the workspace (CI, after `pnpm build`).
 */
const WORKSPACE_DIR = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const shellFlag = args.indexOf('--shell');
const shellDistDir = shellFlag >= 0 ? path.resolve(args[shellFlag + 1] ?? '') : path.join(WORKSPACE_DIR, 'shell/dist');
const positional = args.filter((arg, index) => !arg.startsWith('--') && (shellFlag < 0 || index !== shellFlag + 1));

const candidates: { remote: string; distDir: string }[] = args.includes('--all')
  ? REMOTE_NAMES.map((name) => ({ remote: appFolderOf(name), distDir: path.join(WORKSPACE_DIR, appFolderOf(name), 'dist') }))
  : [{ remote: positional[0] ?? '', distDir: path.resolve(positional[1] ?? '') }];
if (!args.includes('--all') && positional.length !== 2) {
  console.error('usage: pnpm gate <remote> <dist-folder> [--shell <shell-dist-folder>]   or   pnpm gate --all');
  process.exit(2);
}

// The routes a candidate must not take are those the other remotes' builds in the workspace answer.
const otherRemoteDirs = Object.fromEntries(
  REMOTE_NAMES.map((name) => [appFolderOf(name), path.join(WORKSPACE_DIR, appFolderOf(name), 'dist')]),
);

let refused = 0;
for (const { remote, distDir } of candidates) {
  const problems = runGate({ remote, distDir, shellDistDir, otherRemoteDirs });
  if (problems.length === 0) {
    console.info(`[gate] ${remote} (${path.relative(process.cwd(), distDir) || '.'}): accepted`);
    continue;
  }
  refused++;
  for (const { check, message } of problems) console.error(`[gate] ${remote}: ${check}: ${message}`);
}
process.exit(refused > 0 ? 1 : 0);
