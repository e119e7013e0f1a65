import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployRemote, rollbackRemote } from '../deploy/deploy-remote';
import { distDirOf, localUrlOf, type PlatformPorts } from '../platform/processes';

/** The remote the bench deploys (a copy of its current build) and rolls back. */
const BENCH_REMOTE = 'mf_search';

/**
 * `pnpm deploy:remote` and `pnpm rollback` on the bench's running platform, timed by step: the
 * build check, the swap (copy, hash, link flip), the health check in Chromium, and the rollback's swap.
 */
export async function deployBenchSection(deployDir: string, ports: PlatformPorts, onProgress: (line: string) => void): Promise<string> {
  onProgress(`deploy and rollback of ${BENCH_REMOTE}...`);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klob-bench-deploy-'));
  try {
    const candidate = path.join(workDir, 'dist');
    fs.cpSync(distDirOf(BENCH_REMOTE), candidate, { recursive: true });
    const started = Date.now();
    const deployed = await deployRemote(candidate, {
      root: deployDir,
      remote: BENCH_REMOTE,
      origins: { shell: localUrlOf(ports, 'shell'), remote: localUrlOf(ports, BENCH_REMOTE) },
      log: () => undefined,
    });
    const deployMs = Date.now() - started;
    if (deployed.status !== 'deployed') return `deploy bench: FAILED ${deployed.status}: ${deployed.problems.join('; ')}`;
    const rolledBack = rollbackRemote(deployDir, BENCH_REMOTE, () => undefined);
    const { checkMs, swapMs, healthMs } = deployed.durations;
    return [
      `deploy and rollback of ${BENCH_REMOTE} (ms)`,
      `  deploy:remote  ${deployMs}  (build check ${checkMs}, swap ${swapMs}, health check in Chromium ${healthMs})`,
      `  rollback       ${rolledBack.swapMs}`,
    ].join('\n');
  } catch (error) {
    return `deploy bench: FAILED ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
