export * from './constants';
export { fetchRemotesManifest, parseRemotesManifest, type RemotesManifest } from './remotes-manifest';
export { registerRemotesFromManifest, registeredRemotes, loadUnitModule, type LoadUnitOptions } from './federation';
export { checkBuildInfo, checkUnitLifecycles } from './module-checks';
export { RemoteUnit, type RemoteUnitProps } from './remote-unit';
export { reportParcelErrors } from './parcel-errors';
