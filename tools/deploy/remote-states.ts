import { REMOTE_NAMES, type RemoteName } from '../webpack/ports';
import { deployedBuildsOf } from './deploy-store';
import { integrityFileOf, type IntegrityRecords } from './entry-integrity';
import { cachedJsonReader } from './json-state-file';
import { switchFileOf, type RemoteSwitch } from './remote-switch';

/** What the shell's /remotes.json adds to a remote's manifest URL: the hash of its entry and its kill switch. */
export interface RemoteState {
  integrity?: string;
  disabled?: true;
}

/**
 * The state of every remote in a deploy root, read per request of /remotes.json: a readlink and two
 * stats per remote; the files are parsed again only when they change.
 */
export function remoteStatesReader(root: string): () => Partial<Record<RemoteName, RemoteState>> {
  const readers = REMOTE_NAMES.map((remote) => ({
    remote,
    integrity: cachedJsonReader<IntegrityRecords>(integrityFileOf(root, remote), {}),
    switch: cachedJsonReader<RemoteSwitch>(switchFileOf(root, remote), { disabled: false }),
  }));
  return () => {
    const states: Partial<Record<RemoteName, RemoteState>> = {};
    for (const reader of readers) {
      const { current } = deployedBuildsOf(root, reader.remote);
      const integrity = current ? reader.integrity()[current] : undefined;
      const state: RemoteState = { ...(integrity ? { integrity } : {}), ...(reader.switch().disabled ? { disabled: true as const } : {}) };
      if (Object.keys(state).length > 0) states[reader.remote] = state;
    }
    return states;
  };
}

/**
 * The remotes manifest as /remotes.json answers it: a remote with a state gets
 * `{ "entry": url, "integrity": "sha384-…", "disabled": true }`, the others stay a plain URL.
 */
export function withRemoteStates(
  manifest: Record<string, string>,
  states: Partial<Record<RemoteName, RemoteState>>,
): Record<string, string | ({ entry: string } & RemoteState)> {
  return Object.fromEntries(
    Object.entries(manifest).map(([name, entry]) => {
      const state = states[name as RemoteName];
      return [name, state ? { entry, ...state } : entry];
    }),
  );
}
