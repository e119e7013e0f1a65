import { REMOTE_NAMES, RUNTIME_FILE_TIMEOUT_MS, type RemoteName } from '@klob/shared';
import { REMOTES_MANIFEST_URL } from './constants';

/** Remote name -> URL of its mf-manifest.json, for the current environment. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

/** What ops set for a deployed remote (tools/deploy): the hash of its remoteEntry.js and its kill switch. */
export interface RemoteState {
  /** Subresource Integrity value ('sha384-…'): the browser refuses an entry whose bytes differ. */
  integrity?: string;
  /** The kill switch: its slots and pages show the maintenance notice. */
  disabled?: boolean;
}
export type RemoteStates = Partial<Record<RemoteName, RemoteState>>;

/** /remotes.json: each remote is its manifest URL, or `{ "entry": url, "integrity": "sha384-…", "disabled": true }`. */
export interface RemotesFile {
  manifest: RemotesManifest;
  states: RemoteStates;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function stateOf(name: string, value: Record<string, unknown>): RemoteState {
  const { integrity, disabled } = value;
  if (integrity !== undefined && (typeof integrity !== 'string' || !/^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(integrity))) {
    throw new Error(`remotes manifest: '${name}' has an integrity that is not a sha256/384/512 hash`);
  }
  return { ...(integrity ? { integrity } : {}), ...(disabled === true ? { disabled: true } : {}) };
}

export function parseRemotesFile(json: unknown): RemotesFile {
  if (!isRecord(json)) throw new Error('remotes manifest must be an object');
  const file: RemotesFile = { manifest: {}, states: {} };
  for (const [name, value] of Object.entries(json)) {
    if (!(REMOTE_NAMES as string[]).includes(name)) {
      console.warn(`[klob] remotes manifest names an unknown remote '${name}'; ignored`);
      continue;
    }
    const url = isRecord(value) ? value.entry : value;
    if (typeof url !== 'string' || !/^(https?:)?\/\//.test(url)) throw new Error(`remotes manifest: '${name}' needs an absolute URL`);
    file.manifest[name as RemoteName] = url;
    if (isRecord(value)) file.states[name as RemoteName] = stateOf(name, value);
  }
  return file;
}

export const parseRemotesManifest = (json: unknown): RemotesManifest => parseRemotesFile(json).manifest;

/** Read at start-up, and again by slots for the kill switch: deploying or rolling back a remote never rebuilds the shell. */
export async function fetchRemotesFile(url = REMOTES_MANIFEST_URL): Promise<RemotesFile> {
  // A hanging manifest must not hold the start: without it every slot shows its fallback.
  const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(RUNTIME_FILE_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`remotes manifest ${url} answered ${response.status}`);
  return parseRemotesFile(await response.json());
}
