import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The parts of a Module Federation manifest (`mf-manifest.json`) the gate reads. */
export interface FederationManifest {
  name: string;
  metaData: {
    name?: string;
    publicPath?: string;
    remoteEntry: { name: string; path?: string; type: string };
  };
  shared: { name: string; version: string; requiredVersion?: string; singleton?: boolean }[];
  exposes: { name: string; path: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** A build folder as the gate sees it: its manifest and the files beside it. */
export interface CandidateBuild {
  dir: string;
  manifest: FederationManifest;
  hasFile(relativePath: string): boolean;
  readJson<T>(relativePath: string): T | null;
  /** Bytes of a file after gzip: what a browser downloads from our servers. */
  gzipBytes(relativePath: string): number;
}

export const MANIFEST_FILE = 'mf-manifest.json';

/** Reads a build folder; a folder without a readable manifest is refused with the reason. */
export function readCandidateBuild(dir: string): CandidateBuild | { refused: string } {
  const manifestPath = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(manifestPath)) return { refused: `${dir}: no ${MANIFEST_FILE} (is this a Module Federation build?)` };
  let manifest: FederationManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as FederationManifest;
  } catch (error) {
    return { refused: `${MANIFEST_FILE}: not JSON (${(error as Error).message})` };
  }
  const inside = (relativePath: string) => {
    const resolved = path.resolve(dir, relativePath);
    return resolved.startsWith(path.resolve(dir) + path.sep) ? resolved : null;
  };
  return {
    dir,
    manifest,
    hasFile: (relativePath) => {
      const file = inside(relativePath);
      return file !== null && fs.existsSync(file) && fs.statSync(file).isFile();
    },
    readJson: <T>(relativePath: string) => {
      const file = inside(relativePath);
      if (!file || !fs.existsSync(file)) return null;
      try {
        return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
      } catch {
        return null;
      }
    },
    gzipBytes: (relativePath) => {
      const file = inside(relativePath);
      return file && fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
    },
  };
}
