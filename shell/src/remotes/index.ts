export * from './constants';
export {
  fetchRemotesFile,
  parseRemotesFile,
  parseRemotesManifest,
  type RemotesFile,
  type RemotesManifest,
  type RemoteState,
  type RemoteStates,
} from './remotes-manifest';
export { setRemoteStates, remoteStateOf } from './remote-state-store';
export { refreshRemoteStates, useRemoteDisabled } from './remote-states';
export { MaintenanceNotice } from './maintenance-notice';
export { registerRemotesFromManifest, registeredRemotes, loadUnitModule, type LoadUnitOptions } from './federation';
export { checkBuildInfo, checkUnitLifecycles } from './module-checks';
export { RemoteUnit, type RemoteUnitProps } from './remote-unit';
export { reportParcelErrors } from './parcel-errors';
