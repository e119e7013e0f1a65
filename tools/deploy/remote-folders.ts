import { appFolderOf, REMOTE_NAMES, type RemoteName } from '../webpack/ports';

/** The remote an ops command names by its folder ('mf-search'); its federation name too ('mf_search'), for scripts. */
export function remoteOfFolder(folder: string): RemoteName {
  const remote = REMOTE_NAMES.find((name) => appFolderOf(name) === folder || name === folder);
  if (!remote) throw new Error(`'${folder}' is no remote of the platform; the remotes are ${REMOTE_NAMES.map(appFolderOf).join(', ')}`);
  return remote;
}
