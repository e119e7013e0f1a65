import type { RemoteName } from '@klob/shared';
import type { RemoteState, RemoteStates } from './remotes-manifest';

/**
 * The remotes' states of this page (entry hash, kill switch) as /remotes.json last gave them.
 * Imports nothing at run time: the federation runtime plugin reads it before any shared package is there.
 */
let states: RemoteStates = {};
let readAt = 0;
const listeners = new Set<() => void>();

export function setRemoteStates(next: RemoteStates, now = Date.now()): void {
  states = next;
  readAt = now;
  for (const listener of listeners) listener();
}

export const remoteStateOf = (remote: RemoteName): RemoteState => states[remote] ?? {};

/** When the states were read (0: never, e.g. in a remote's harness or a component test). */
export const remoteStatesReadAt = (): number => readAt;

export function subscribeToRemoteStates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
