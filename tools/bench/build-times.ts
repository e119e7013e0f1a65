import { appFolderOf } from '../webpack/ports';
import { runCommand, STATIC_APPS, WORKSPACE_DIR, type StaticApp } from '../platform/processes';
import { BUILD_TIMEOUT_MS } from './bench-constants';

export interface BuildTime {
  /** An app's name, or 'all six' for the build of all apps together. */
  target: StaticApp | 'all six';
  seconds: number;
  ok: boolean;
  /** The end of the output of a failed build. */
  failure?: string;
}

/** pnpm as this process was started with it (`pnpm bench` sets npm_execpath), else the one on PATH. */
function pnpm(): { command: string; prefix: string[] } {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath))
    return execPath.endsWith('.js') || execPath.endsWith('.cjs')
      ? { command: process.execPath, prefix: [execPath] }
      : { command: execPath, prefix: [] };
  return { command: 'pnpm', prefix: [] };
}

async function timeBuild(target: BuildTime['target'], filterArgs: string[]): Promise<BuildTime> {
  const { command, prefix } = pnpm();
  const result = await runCommand(command, [...prefix, ...filterArgs, 'build'], { cwd: WORKSPACE_DIR, timeoutMs: BUILD_TIMEOUT_MS });
  const seconds = result.durationMs / 1000;
  if (result.code === 0) return { target, seconds, ok: true };
  return { target, seconds, ok: false, failure: result.output.trim().split('\n').slice(-15).join('\n') };
}

/** Each app's production build alone, one after the other, then all six together as the root `pnpm build` runs them. */
export async function measureBuildTimes(onProgress: (line: string) => void): Promise<BuildTime[]> {
  const times: BuildTime[] = [];
  for (const app of STATIC_APPS) {
    onProgress(`building ${app} alone...`);
    times.push(await timeBuild(app, ['--filter', `./${appFolderOf(app)}`]));
  }
  onProgress('building all six together...');
  times.push(await timeBuild('all six', ['-r', '--filter', './shell', '--filter', './mf-*']));
  return times;
}
