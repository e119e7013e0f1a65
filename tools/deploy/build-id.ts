import fs from 'node:fs';
import path from 'node:path';
import type { RemoteBuildInfo } from '@klob/shared/units';

/**
 * The build info a remote's build carries in its './build-info' module (tools/webpack/build-info.ts,
 * compiled in by the webpack factory), read from the built file: `{app:"mf_search",version:"0.1.0",commit:"…",builtAt:"…"}`.
 */
const BUILD_INFO_LITERAL = /\{"?app"?:"([^"]+)","?version"?:"([^"]+)","?commit"?:"([^"]+)","?builtAt"?:"([^"]+)"\}/;

export function readBuildInfo(distDir: string): RemoteBuildInfo | null {
  const files = fs.existsSync(distDir) ? fs.readdirSync(distDir).filter((file) => /^__federation_expose_build_info.*\.js$/.test(file)) : [];
  for (const file of files) {
    const match = BUILD_INFO_LITERAL.exec(fs.readFileSync(path.join(distDir, file), 'utf8'));
    if (match) return { app: match[1]!, version: match[2]!, commit: match[3]!, builtAt: match[4]! };
  }
  return null;
}

/** A build's id: its commit and the second it was built, e.g. 'a699680-20261127T150152Z' (a folder name too). */
export function buildIdOf(info: RemoteBuildInfo | null): string {
  if (!info) return 'unknown';
  const builtAt = info.builtAt.replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '');
  return `${info.commit}-${builtAt}`.replace(/[^\w.-]/g, '_');
}

/** How a build is named in what the commands print: 'a699680-20261127T150152Z (0.1.0, built 2026-11-27T15:01:52.723Z)'. */
export const describeBuild = (info: RemoteBuildInfo | null): string =>
  info ? `${buildIdOf(info)} (${info.version}, built ${info.builtAt})` : 'a build without build info';
