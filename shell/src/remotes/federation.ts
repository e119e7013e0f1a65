import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationIdOf, type ExposedModule, type ModuleRef, type RemoteName } from '@klob/shared';
import { UNIT_LOAD_TIMEOUT_MS } from './constants';
import type { RemotesManifest } from './remotes-manifest';

let knownRemotes: RemotesManifest = {};

const toRemote = (name: RemoteName, entry: string) => ({ name, entry, alias: name });

/** Tells the federation runtime (created by the build plugin, so the share scope is reused) where each remote lives. */
export function registerRemotesFromManifest(manifest: RemotesManifest): void {
  if (!getInstance()) throw new Error('Module Federation runtime is not initialised');
  knownRemotes = manifest;
  registerRemotes(Object.entries(manifest).map(([name, entry]) => toRemote(name as RemoteName, entry)));
}

/** The remotes of this page's manifest: name -> manifest URL. */
export const registeredRemotes = (): Readonly<RemotesManifest> => knownRemotes;

/** Forgets what the runtime cached about a remote, so the next load fetches it afresh (used by retry). */
export function resetRemote(name: RemoteName): void {
  const entry = knownRemotes[name];
  if (entry) registerRemotes([toRemote(name, entry)], { force: true });
}

function timeout(ms: number, what: string): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms));
}

/**
 * Loads an exposed module of a remote, failing after UNIT_LOAD_TIMEOUT_MS. Typed on the
 * exposed-module map of @klob/shared: a name the remote does not expose does not compile,
 * and the result has the type the map gives that module.
 */
export async function loadUnitModule<Ref extends ModuleRef>(ref: Ref): Promise<ExposedModule<Ref>> {
  type Loaded = ExposedModule<Ref>;
  const id = federationIdOf(ref);
  if (!knownRemotes[ref.remote]) throw new Error(`remote '${ref.remote}' is not in the remotes manifest`);
  const loaded = await Promise.race([loadRemote<Loaded | { default: Loaded }>(id), timeout(UNIT_LOAD_TIMEOUT_MS, id)]);
  if (loaded === null || loaded === undefined) throw new Error(`${id} loaded nothing`);
  return typeof loaded === 'object' && 'default' in loaded ? loaded.default : (loaded as Loaded);
}
