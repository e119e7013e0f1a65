import fs from 'node:fs';
import path from 'node:path';
import { readState, runScript, WORKSPACE_DIR, type ScriptResult } from '../../tools/platform/processes';
import { E2E_STATE_FILE } from './e2e-platform';

/** The ops commands of the root package.json (tools/deploy), run as ops type them. */
export type OpsCommand = 'deploy:remote' | 'rollback' | 'remote:disable' | 'remote:enable';

const COMMAND_TIMEOUT_MS = 120_000;

/**
 * Runs `pnpm <command> <args>` against the e2e platform: the script the root package.json names,
 * with the platform's environment (its ports, and its deploy root, which the run owns and removes).
 */
export async function runOpsCommand(command: OpsCommand, args: readonly string[]): Promise<ScriptResult> {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(WORKSPACE_DIR, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [runner, script, ...fixedArgs] = (scripts[command] ?? '').split(' ');
  if (runner !== 'tsx' || !script) throw new Error(`package.json's '${command}' is not a tsx script: '${scripts[command]}'`);
  const state = readState(E2E_STATE_FILE);
  if (!state) throw new Error(`no e2e platform is recorded in ${E2E_STATE_FILE}`);
  return runScript({
    script: path.join(WORKSPACE_DIR, script),
    args: [...fixedArgs, ...args],
    cwd: WORKSPACE_DIR,
    env: state.env,
    timeoutMs: COMMAND_TIMEOUT_MS,
  });
}

/** The deploy root of the e2e platform (KLOB_DEPLOY_DIR): where the deployed builds are served from. */
export function e2eDeployDir(): string {
  const deployDir = readState(E2E_STATE_FILE)?.deployDir;
  if (!deployDir) throw new Error(`the e2e platform in ${E2E_STATE_FILE} records no deploy root`);
  return deployDir;
}
