export * from './constants';
export { fetchRemotesManifest, parseRemotesManifest, type RemotesManifest } from './remotes-manifest';
export { registerRemotesFromManifest, registeredRemotes, resetRemote, loadUnitModule } from './federation';
export { RemoteUnit, type RemoteUnitProps } from './remote-unit';
export { reportParcelErrors } from './parcel-errors';
