import path from 'node:path';
import type { RemoteName } from '../webpack/ports';
import { remoteDeployDir } from './deploy-store';
import { readJsonFile, writeJsonFile } from './json-state-file';

/** The kill switch of one remote: while disabled, the shell shows a maintenance notice in its slots and on its routes. */
export interface RemoteSwitch {
  disabled: boolean;
  changedAt?: string;
}

const SWITCH_FILE = 'switch.json';

export const switchFileOf = (root: string, remote: RemoteName): string => path.join(remoteDeployDir(root, remote), SWITCH_FILE);

export const readRemoteSwitch = (root: string, remote: RemoteName): RemoteSwitch =>
  readJsonFile<RemoteSwitch>(switchFileOf(root, remote), { disabled: false });

/** Turns the remote off or on; answers whether that changed anything. */
export function setRemoteDisabled(root: string, remote: RemoteName, disabled: boolean, now = new Date()): boolean {
  const changed = readRemoteSwitch(root, remote).disabled !== disabled;
  writeJsonFile(switchFileOf(root, remote), { disabled, changedAt: now.toISOString() } satisfies RemoteSwitch);
  return changed;
}
