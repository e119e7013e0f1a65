import path from 'node:path';
import { localUrlOf, loopbackUrlOf, readState, startApp, stopApp, WORKSPACE_DIR, type PlatformPorts } from '../../platform/processes';
import { spawnScript, stopProcess } from '../../platform/processes/child-process';
import { waitForHttp } from '../../platform/processes/wait-for-http';
import { MONOLITH_DIR } from './monolith-config';

const SERVE_SCRIPT = path.join(WORKSPACE_DIR, 'tools/serve/cli.ts');
const START_TIMEOUT_MS = 60_000;

/**
 * Serves the monolithic build in the shell's place, by the shell's production server on the shell's
 * port (same origin, same api proxy, same headers), runs `measure` on it, then brings the shell back.
 */
export async function withMonolithAsShell<T>(
  stateFile: string,
  ports: PlatformPorts,
  measure: (shellUrl: string) => Promise<T>,
): Promise<T> {
  const state = readState(stateFile);
  if (!state) throw new Error(`no platform is recorded in ${stateFile}`);
  await stopApp(stateFile, 'shell');
  const logFile = path.join(state.logDir, 'shell-monolith.log');
  const { running } = spawnScript({ script: SERVE_SCRIPT, cwd: MONOLITH_DIR, env: state.env, logFile });
  try {
    await waitForHttp(`${loopbackUrlOf(ports, 'shell')}/`, { timeoutMs: START_TIMEOUT_MS });
    return await measure(localUrlOf(ports, 'shell'));
  } finally {
    await stopProcess(running);
    await startApp(stateFile, 'shell');
  }
}
