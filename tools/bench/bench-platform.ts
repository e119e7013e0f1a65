import path from 'node:path';
import { portsWithOffset, startPlatform, stopPlatform, WORKSPACE_DIR, type PlatformPorts, type PlatformState } from '../platform/processes';
import { BENCH_PORT_OFFSET } from './bench-constants';

/** Where `pnpm bench` writes its results and its platform's state and logs. */
export const RESULTS_DIR = path.join(WORKSPACE_DIR, '.bench');
export const PLATFORM_STATE_FILE = path.join(RESULTS_DIR, 'platform', 'state.json');
const PLATFORM_LOG_DIR = path.join(RESULTS_DIR, 'platform', 'logs');

/** Starts the bench's platform (production builds, ports + BENCH_PORT_OFFSET), runs `measure` on it and stops it, Ctrl-C included. */
export async function withBenchPlatform<T>(
  progress: (line: string) => void,
  measure: (ports: PlatformPorts, platform: PlatformState) => Promise<T>,
): Promise<T> {
  const ports = portsWithOffset(BENCH_PORT_OFFSET);
  progress(`starting the platform (shell on ${ports.shell}, api on ${ports.api})...`);
  const platform = await startPlatform({ ports, stateFile: PLATFORM_STATE_FILE, logDir: PLATFORM_LOG_DIR });
  const stopOnInterrupt = () => void stopPlatform(PLATFORM_STATE_FILE).finally(() => process.exit(130));
  process.once('SIGINT', stopOnInterrupt);
  try {
    return await measure(ports, platform);
  } finally {
    process.off('SIGINT', stopOnInterrupt);
    await stopPlatform(PLATFORM_STATE_FILE);
  }
}
