import fs from 'node:fs';
import path from 'node:path';
import { appDirOf, runScript } from '../platform/processes';
import { API_BENCH_SCRIPTS, API_BENCH_TIMEOUT_MS } from './bench-constants';
import { jsonPrintedIn } from './json-output';

export interface ApiBenchResult {
  script: string;
  status: 'ok' | 'failed' | 'missing';
  /** The JSON the script printed. */
  figures?: unknown;
  failure?: string;
}

/** Runs the api team's load scripts that exist, each against the bench platform's api (API_URL). */
export async function runApiBenchmarks(apiUrl: string, onProgress: (line: string) => void): Promise<ApiBenchResult[]> {
  const apiDir = appDirOf('api');
  const results: ApiBenchResult[] = [];
  for (const script of API_BENCH_SCRIPTS) {
    const file = path.join(apiDir, script);
    if (!fs.existsSync(file)) {
      results.push({ script, status: 'missing' });
      continue;
    }
    onProgress(`running api/${script}...`);
    const run = await runScript({ script: file, cwd: apiDir, env: { API_URL: apiUrl }, timeoutMs: API_BENCH_TIMEOUT_MS });
    const figures = jsonPrintedIn(run.stdout);
    if (run.code === 0 && figures !== null) results.push({ script, status: 'ok', figures });
    else {
      const reason = run.timedOut
        ? `stopped after ${API_BENCH_TIMEOUT_MS / 1000} s`
        : run.code === 0
          ? 'printed no JSON'
          : `exited with ${run.code}`;
      results.push({ script, status: 'failed', failure: `${reason}\n${run.output.trim().split('\n').slice(-10).join('\n')}` });
    }
  }
  return results;
}
