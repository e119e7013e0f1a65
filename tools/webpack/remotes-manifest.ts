import fs from 'node:fs';
import path from 'node:path';
import { appFolderOf, portOf, REMOTE_NAMES } from './ports';

/**
 * The remotes manifest the shell reads at /remotes.json. For the 'local'
 * environment it follows the ports of this machine (MF_CHAT_PORT...);
 * any other environment has its file, shell/config/remotes.<env>.json,
 * which ops edit to deploy or roll back a remote.
 */
export function remotesManifestFor(environment: string, shellDir: string): Record<string, string> {
  if (environment === 'local') {
    const host = process.env.REMOTES_HOST ?? 'localhost';
    return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://${host}:${portOf(name)}/mf-manifest.json`]));
  }
  const file = path.join(shellDir, 'config', `remotes.${environment}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

export const remoteFolders = REMOTE_NAMES.map(appFolderOf);

/**
 * Reads the remotes manifest for something every answer needs (the shell's
 * Content-Security-Policy): an environment's file is parsed again only when it
 * changes (its modification time), so editing it still needs no restart but a
 * request costs a stat, not a read and a parse. 'local' follows the ports given at start.
 */
export function remotesManifestReader(environment: string, shellDir: string): () => Record<string, string> {
  if (environment === 'local') {
    const manifest = remotesManifestFor(environment, shellDir);
    return () => manifest;
  }
  const file = path.join(shellDir, 'config', `remotes.${environment}.json`);
  let cached: { modifiedAt: number; manifest: Record<string, string> } | null = null;
  return () => {
    const modifiedAt = fs.statSync(file).mtimeMs;
    if (cached?.modifiedAt !== modifiedAt) cached = { modifiedAt, manifest: remotesManifestFor(environment, shellDir) };
    return cached.manifest;
  };
}
