import fs from 'node:fs';
import path from 'node:path';
import { explore } from 'source-map-explorer';
import { distDirOf } from '../platform/processes';
import { PACKAGE_GROUPS, packageGroupOf, type PackageGroup } from './package-groups';
import type { LoadedScript } from './page-load';

export type GroupBytes = Record<PackageGroup, number>;

export interface AttributedScript extends LoadedScript {
  /** The dist file it was served from, when found. */
  file: string | null;
  /** Its transferred bytes split by package group. */
  byGroup: GroupBytes;
  /** False when no source map could be read: all its bytes count as 'unmapped'. */
  attributed: boolean;
}

export const emptyGroupBytes = (): GroupBytes => Object.fromEntries(PACKAGE_GROUPS.map((group) => [group, 0])) as GroupBytes;

function distFileOf({ url }: LoadedScript, distDir: string | null): string | null {
  if (!distDir) return null;
  const relative = decodeURIComponent(new URL(url).pathname).replace(/^\/+/, '');
  const file = path.join(distDir, relative);
  return fs.existsSync(file) ? file : null;
}

/** Minified bytes of each source in a chunk, read from its emitted source map. */
async function minifiedBytesBySource(file: string): Promise<Record<string, number> | null> {
  const map = `${file}.map`;
  if (!fs.existsSync(map)) return null;
  try {
    const { bundles } = await explore({ code: file, map }, { noRoot: true, noBorderChecks: true });
    const bundle = bundles[0];
    return bundle ? Object.fromEntries(Object.entries(bundle.files).map(([source, { size }]) => [source, size])) : null;
  } catch {
    return null;
  }
}

/**
 * Splits a script's transferred bytes by package: each source's minified bytes, scaled by the
 * chunk's own compression ratio (transferred / minified), so the parts add up to what was transferred.
 * The maps are read from the serving app's dist/, or from `distDir` (a build served in its place).
 */
export async function attributeScript(script: LoadedScript, distDir = script.app && distDirOf(script.app)): Promise<AttributedScript> {
  const file = distFileOf(script, distDir);
  const byGroup = emptyGroupBytes();
  const bySource = file ? await minifiedBytesBySource(file) : null;
  const minifiedTotal = bySource ? Object.values(bySource).reduce((sum, size) => sum + size, 0) : 0;
  if (!bySource || minifiedTotal === 0) {
    byGroup.unmapped = script.transferredBytes;
    return { ...script, file, byGroup, attributed: false };
  }
  const ratio = script.transferredBytes / minifiedTotal;
  for (const [source, size] of Object.entries(bySource)) byGroup[packageGroupOf(source)] += size * ratio;
  return { ...script, file, byGroup, attributed: true };
}
