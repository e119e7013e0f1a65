import { useEffect, useSyncExternalStore } from 'react';
import type { RemoteName } from '@klob/shared';
import { REMOTE_STATES_MAX_AGE_MS } from './constants';
import { fetchRemotesFile } from './remotes-manifest';
import { remoteStateOf, remoteStatesReadAt, setRemoteStates, subscribeToRemoteStates } from './remote-state-store';

/**
 * The remotes' states are read with /remotes.json at start-up and read again when a slot mounts and
 * the last read is older than REMOTE_STATES_MAX_AGE_MS: an open page learns that ops switched a remote
 * off or on at its next navigation (shell/README.md "Kill switch").
 */
let reading: Promise<void> | null = null;

/** Reads /remotes.json again unless it was read within the limit (or never: a page that did not read it does not start now). */
export function refreshRemoteStates(now = Date.now()): Promise<void> {
  const readAt = remoteStatesReadAt();
  if (readAt === 0 || now - readAt < REMOTE_STATES_MAX_AGE_MS) return Promise.resolve();
  // A failed read keeps what the page knows.
  reading ??= fetchRemotesFile()
    .then((file) => setRemoteStates(file.states))
    .catch((error: unknown) => console.warn('[klob] the remotes manifest could not be read again; the remotes keep their state', error))
    .finally(() => (reading = null));
  return reading;
}

/** Whether ops switched the remote off; asking refreshes the states when they are old. */
export function useRemoteDisabled(remote: RemoteName): boolean {
  useEffect(() => void refreshRemoteStates(), [remote]);
  return useSyncExternalStore(
    subscribeToRemoteStates,
    () => remoteStateOf(remote).disabled === true,
    () => false,
  );
}
