import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '../webpack/ports';
import { remoteDeployDir } from './deploy-store';
import { readJsonFile, writeJsonFile } from './json-state-file';

/**
 * The hash of each build's remoteEntry.js, recorded when the build is deployed (or, for what a
 * server serves at start, when it starts) and never recomputed from the served file afterwards:
 * the shell's /remotes.json carries it, and a browser refuses an entry whose bytes differ.
 */

export const ENTRY_FILE = 'remoteEntry.js';
const INTEGRITY_FILE = 'integrity.json';

/** Build folder (absolute) -> Subresource Integrity value of its entry. */
export type IntegrityRecords = Record<string, string>;

/** A Subresource Integrity value ('sha384-<base64>') of some bytes. */
export const integrityOf = (bytes: Buffer | string): string => `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;

export const entryIntegrityOf = (buildDir: string): string => integrityOf(fs.readFileSync(path.join(buildDir, ENTRY_FILE)));

export const integrityFileOf = (root: string, remote: RemoteName): string => path.join(remoteDeployDir(root, remote), INTEGRITY_FILE);

/** Records the hash of a build's entry; records of builds that are gone are dropped. */
export function recordEntryIntegrity(
  root: string,
  remote: RemoteName,
  buildDir: string,
  integrity: string = entryIntegrityOf(buildDir),
): string {
  const file = integrityFileOf(root, remote);
  const kept = Object.entries(readJsonFile<IntegrityRecords>(file, {})).filter(([build]) => build !== buildDir && fs.existsSync(build));
  writeJsonFile(file, Object.fromEntries([...kept, [buildDir, integrity]]));
  return integrity;
}
