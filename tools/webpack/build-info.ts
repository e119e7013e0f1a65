import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteBuildInfo } from '@klob/shared';

function currentCommit(appDir: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: appDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/** Identifies one build of an app, so ops can see which build of each remote a page runs. */
export function readBuildInfo(appDir: string, federationName: string): RemoteBuildInfo {
  const manifest = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version?: string };
  return { app: federationName, version: manifest.version ?? '0.0.0', commit: currentCommit(appDir), builtAt: new Date().toISOString() };
}
