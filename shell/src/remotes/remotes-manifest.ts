import { REMOTE_NAMES, RUNTIME_FILE_TIMEOUT_MS, type RemoteName } from '@klob/shared';
import { REMOTES_MANIFEST_URL } from './constants';

/** Remote name -> URL of its mf-manifest.json, for the current environment. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

export function parseRemotesManifest(json: unknown): RemotesManifest {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('remotes manifest must be an object');
  const manifest: RemotesManifest = {};
  for (const [name, url] of Object.entries(json)) {
    if (!(REMOTE_NAMES as string[]).includes(name)) {
      console.warn(`[klob] remotes manifest names an unknown remote '${name}'; ignored`);
      continue;
    }
    if (typeof url !== 'string' || !/^(https?:)?\/\//.test(url)) throw new Error(`remotes manifest: '${name}' needs an absolute URL`);
    manifest[name as RemoteName] = url;
  }
  return manifest;
}

/** Read at start-up: deploying or rolling back a remote is editing this file, never rebuilding the shell. */
export async function fetchRemotesManifest(url = REMOTES_MANIFEST_URL): Promise<RemotesManifest> {
  // A hanging manifest must not hold the start: without it every slot shows its fallback.
  const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(RUNTIME_FILE_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`remotes manifest ${url} answered ${response.status}`);
  return parseRemotesManifest(await response.json());
}
