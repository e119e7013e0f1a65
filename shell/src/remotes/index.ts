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
// RemoteUnit (with single-spa) is imported from './remote-unit' or lazily ('./lazy-remote-unit'): never with this barrel, which start-up imports.
export type { RemoteUnitProps } from './remote-unit';
