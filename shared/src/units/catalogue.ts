import type { UnitLifecycles } from '../mount/create-mountable';

/**
 * The contract between the shell and the remotes (docs/ARCHITECTURE.md "Exposed modules"):
 * which remote exposes which module, and what the module's default export is. A module is
 * either a mountable unit (single-spa lifecycles made with `createMountable`) or a data
 * module (a plain value the shell reads). The shell loads modules by these names only
 * (`loadUnitModule` is typed on this map) and the webpack factory derives each remote's
 * `exposes` from it, failing the build when `src/expose/` does not match.
 */
export interface ExposedModules {
  mf_journey: { 'build-info': RemoteBuildInfo; 'journey-page': UnitLifecycles };
  mf_chat: { 'build-info': RemoteBuildInfo; 'community-popup': UnitLifecycles; 'chat-widget': UnitLifecycles };
  mf_search: {
    'build-info': RemoteBuildInfo;
    'search-box': UnitLifecycles;
    'search-page': UnitLifecycles;
    'jobs-page': UnitLifecycles;
    'companies-page': UnitLifecycles;
  };
  mf_forms: {
    'build-info': RemoteBuildInfo;
    guestbook: UnitLifecycles;
    upload: UnitLifecycles;
    'survey-page': UnitLifecycles;
    'direct-report-page': UnitLifecycles;
  };
  mf_company_landing: {
    'build-info': RemoteBuildInfo;
    'coming-soon': UnitLifecycles;
    'campaign-page': UnitLifecycles;
    'event-page': UnitLifecycles;
    'cms-page': UnitLifecycles;
    'scan-event': UnitLifecycles;
  };
}

export type RemoteName = keyof ExposedModules;
export type ModuleName<R extends RemoteName> = keyof ExposedModules[R] & string;
export type ModuleKind = 'mountable' | 'data';
type KindOf<T> = T extends UnitLifecycles ? 'mountable' : 'data';

/** The map at run time: remote -> module -> kind. The compiler keeps it equal to `ExposedModules`. */
export const EXPOSED_MODULES = {
  mf_journey: { 'build-info': 'data', 'journey-page': 'mountable' },
  mf_chat: { 'build-info': 'data', 'community-popup': 'mountable', 'chat-widget': 'mountable' },
  mf_search: {
    'build-info': 'data',
    'search-box': 'mountable',
    'search-page': 'mountable',
    'jobs-page': 'mountable',
    'companies-page': 'mountable',
  },
  mf_forms: {
    'build-info': 'data',
    guestbook: 'mountable',
    upload: 'mountable',
    'survey-page': 'mountable',
    'direct-report-page': 'mountable',
  },
  mf_company_landing: {
    'build-info': 'data',
    'coming-soon': 'mountable',
    'campaign-page': 'mountable',
    'event-page': 'mountable',
    'cms-page': 'mountable',
    'scan-event': 'mountable',
  },
} as const satisfies { readonly [R in RemoteName]: { readonly [M in ModuleName<R>]: KindOf<ExposedModules[R][M]> } };

/** The federated remotes, in the order of their default ports (3001-3005). */
export const REMOTE_NAMES = Object.keys(EXPOSED_MODULES) as RemoteName[];

/** The module every remote exposes with its build identity; the webpack factory adds it. */
export const BUILD_INFO_MODULE = 'build-info';

/** Names of the mountable units of a remote (single-spa lifecycles). */
export type UnitName<R extends RemoteName> = {
  [M in ModuleName<R>]: ExposedModules[R][M] extends UnitLifecycles ? M : never;
}[ModuleName<R>];
/** Names of the data modules of a remote (plain values such as RemoteBuildInfo). */
export type DataModuleName<R extends RemoteName> = Exclude<ModuleName<R>, UnitName<R>>;

/** A reference to one exposed module; `unit` is the module's name: { remote: 'mf_chat', unit: 'build-info' }. */
export type ModuleRef = { [R in RemoteName]: { [M in ModuleName<R>]: { remote: R; unit: M } }[ModuleName<R>] }[RemoteName];
/** A reference to one mountable unit, e.g. { remote: 'mf_chat', unit: 'community-popup' }: what a slot mounts. */
export type UnitRef = { [R in RemoteName]: { remote: R; unit: UnitName<R> } }[RemoteName];

/** The type of the default export of the module `Ref` names. */
export type ExposedModule<Ref extends ModuleRef> = Ref extends { remote: infer R extends RemoteName; unit: infer M }
  ? M extends ModuleName<R>
    ? ExposedModules[R][M]
    : never
  : never;

/** The federation id of a module for `loadRemote`: 'mf_chat/community-popup'. */
export const federationIdOf = (ref: ModuleRef) => `${ref.remote}/${ref.unit}`;

/** Every module a remote exposes, with its kind. */
export const exposedModulesOf = (remote: RemoteName): [string, ModuleKind][] => Object.entries(EXPOSED_MODULES[remote]);

/** What every remote's './build-info' module holds (added to each remote by the webpack factory). */
export interface RemoteBuildInfo {
  app: string;
  version: string;
  commit: string;
  builtAt: string;
}
