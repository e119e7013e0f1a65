import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Relative path -> content hash and modification time of every file under a folder. */
export type FolderSnapshot = Record<string, { sha256: string; mtimeMs: number }>;

export function snapshotFolder(root: string): FolderSnapshot {
  const snapshot: FolderSnapshot = {};
  for (const relative of fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(root, relative);
    const stats = fs.statSync(file);
    if (!stats.isFile()) continue;
    snapshot[relative] = { sha256: crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex'), mtimeMs: stats.mtimeMs };
  }
  return snapshot;
}
