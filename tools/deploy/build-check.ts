import fs from 'node:fs';
import path from 'node:path';
import { EXPOSED_MODULES } from '@klob/shared/units';
import type { RemoteName } from '../webpack/ports';

/**
 * The checks a candidate build of a remote passes before it is deployed, one precise line per problem.
 * The first half of the contract gate (issue 24): what the files of the build say about themselves.
 */

const MANIFEST_FILE = 'mf-manifest.json';
const ENTRY_FILE = 'remoteEntry.js';

interface FederationManifest {
  name?: unknown;
  metaData?: { remoteEntry?: { name?: unknown } };
  exposes?: unknown;
}

function readManifest(distDir: string, problems: string[]): FederationManifest | null {
  const file = path.join(distDir, MANIFEST_FILE);
  if (!fs.existsSync(file)) {
    problems.push(`${MANIFEST_FILE} is missing from ${distDir}`);
    return null;
  }
  try {
    const manifest: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (typeof manifest === 'object' && manifest !== null && !Array.isArray(manifest)) return manifest as FederationManifest;
    problems.push(`${MANIFEST_FILE} is not a JSON object`);
  } catch (error) {
    problems.push(`${MANIFEST_FILE} is not JSON: ${(error as Error).message}`);
  }
  return null;
}

/** The names of the modules a manifest lists as exposed ('search-box', from `name` or from `path` './search-box'). */
function exposedNamesOf(manifest: FederationManifest): Set<string> | null {
  if (!Array.isArray(manifest.exposes)) return null;
  const names = new Set<string>();
  for (const expose of manifest.exposes as { name?: unknown; path?: unknown }[]) {
    if (typeof expose?.name === 'string') names.add(expose.name);
    if (typeof expose?.path === 'string') names.add(expose.path.replace(/^\.\//, ''));
  }
  return names;
}

/** Every problem of the build in `distDir` as a candidate for `remote`; empty when it may be deployed. */
export function checkBuild(remote: RemoteName, distDir: string): string[] {
  const problems: string[] = [];
  if (!fs.existsSync(distDir) || !fs.statSync(distDir).isDirectory()) return [`${distDir} is not a folder`];
  if (!fs.existsSync(path.join(distDir, ENTRY_FILE))) problems.push(`${ENTRY_FILE} is missing from ${distDir}`);
  const manifest = readManifest(distDir, problems);
  if (!manifest) return problems;
  if (manifest.name !== remote) problems.push(`${MANIFEST_FILE} names the federation '${String(manifest.name)}', expected '${remote}'`);
  const entryName = manifest.metaData?.remoteEntry?.name;
  if (entryName !== ENTRY_FILE) problems.push(`${MANIFEST_FILE} names the entry '${String(entryName)}', expected '${ENTRY_FILE}'`);
  const exposed = exposedNamesOf(manifest);
  if (!exposed) {
    problems.push(`${MANIFEST_FILE} lists no exposes`);
    return problems;
  }
  for (const module of Object.keys(EXPOSED_MODULES[remote])) {
    if (!exposed.has(module)) problems.push(`${MANIFEST_FILE} does not expose './${module}', which the shell loads from ${remote}`);
  }
  return problems;
}
