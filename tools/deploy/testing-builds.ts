import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXPOSED_MODULES } from '@klob/shared/units';
import type { RemoteName } from '../webpack/ports';

/** A temporary folder, removed by the returned function. */
export function temporaryDir(prefix: string): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The files of a remote's build as the checker and the server see them (for unit tests): a manifest
 * exposing `exposes` (every module of the map unless given), an entry holding `entry`, and the build-info chunk.
 */
export function writeRemoteBuild(
  dir: string,
  remote: RemoteName,
  {
    entry = 'var entry;',
    exposes = Object.keys(EXPOSED_MODULES[remote]),
    name = remote as string,
    builtAt = '2026-11-27T15:01:52.723Z',
  } = {},
): string {
  fs.mkdirSync(dir, { recursive: true });
  const manifest = {
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    exposes: exposes.map((module) => ({ name: module, path: `./${module}` })),
    shared: [],
  };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), entry);
  fs.writeFileSync(
    path.join(dir, '__federation_expose_build_info.0123456789.js'),
    `"use strict";push([[911],{9824(e,s,a){a.d(s,["default",0,{app:"${name}",version:"0.1.0",commit:"a699680",builtAt:"${builtAt}"}])}}]);`,
  );
  return dir;
}
