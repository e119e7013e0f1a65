import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationIdOf, type ExposedModule, type ModuleRef, type RemoteName } from '@klob/shared';
import { UNIT_LOAD_TIMEOUT_MS } from './constants';
import type { RemotesManifest } from './remotes-manifest';
import { withinLimit } from './within-limit';
import { keepModuleInHand } from './modules-in-hand';

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

/**
 * One load per module at a time: a slot that gave up on a slow load, and retries, waits on the same
 * load instead of starting another, so a remote slower than the limit still arrives. A settled load
 * is forgotten; the runtime keeps what loaded and forgets what failed (manifest, entry, chunk), so
 * the next load fetches only what failed and never disturbs another slot's load.
 */
const loadsInFlight = new Map<string, Promise<unknown>>();

function loadOnce(id: string): Promise<unknown> {
  const inFlight = loadsInFlight.get(id);
  if (inFlight) return inFlight;
  const loading = loadRemote<unknown>(id).finally(() => loadsInFlight.delete(id));
  loadsInFlight.set(id, loading);
  return loading;
}

export interface LoadUnitOptions {
  /** Defaults to the slot's limit, UNIT_LOAD_TIMEOUT_MS. */
  timeoutMs?: number;
}

/**
 * Loads an exposed module of a remote (its default export if it has one), failing after the limit.
 * Typed on the exposed-module map of @klob/shared: a name the remote does not expose does not
 * compile, and the result has the type the map gives that module.
 */
export async function loadUnitModule<Ref extends ModuleRef>(
  ref: Ref,
  { timeoutMs = UNIT_LOAD_TIMEOUT_MS }: LoadUnitOptions = {},
): Promise<ExposedModule<Ref>> {
  type Loaded = ExposedModule<Ref>;
  const id = federationIdOf(ref);
  if (!knownRemotes[ref.remote]) throw new Error(`remote '${ref.remote}' is not in the remotes manifest`);
  const loaded = await withinLimit(loadOnce(id), timeoutMs, `${id} did not load`);
  if (loaded === null || loaded === undefined) throw new Error(`${id} loaded nothing`);
  const module = (typeof loaded === 'object' && 'default' in loaded ? loaded.default : loaded) as Loaded;
  keepModuleInHand(id, module);
  return module;
}
