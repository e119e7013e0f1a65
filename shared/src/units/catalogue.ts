/**
 * The contract between the shell and the remotes: which remote exposes which
 * mountable unit. The shell mounts units by these names only; a remote's
 * webpack config exposes exactly these (as `./<unit>` from `src/expose/`).
 */
export const EXPOSED_UNITS = {
  mf_journey: ['build-info'],
  mf_chat: ['build-info', 'community-popup'],
  mf_search: ['build-info'],
  mf_forms: ['build-info'],
  mf_company_landing: ['build-info', 'coming-soon', 'partner-routes'],
} as const satisfies Record<string, readonly string[]>;

export type RemoteName = keyof typeof EXPOSED_UNITS;
export type UnitName<R extends RemoteName> = (typeof EXPOSED_UNITS)[R][number];

export const REMOTE_NAMES = Object.keys(EXPOSED_UNITS) as RemoteName[];

/** A reference to one exposed unit, e.g. { remote: 'mf_chat', unit: 'community-popup' }. */
export type UnitRef = { [R in RemoteName]: { remote: R; unit: UnitName<R> } }[RemoteName];

/** The federation id of a unit for `loadRemote`: 'mf_chat/community-popup'. */
export const federationIdOf = (ref: UnitRef) => `${ref.remote}/${ref.unit}`;

/**
 * Partner pages (spec 1 §2.5) are declared by mf-company-landing in its
 * exposed 'partner-routes' module, so a campaign page ships without the shell.
 */
export interface PartnerRoute {
  /** Exact path, case-sensitive, e.g. '/UI-CISE2021'. */
  path: string;
  /** The unit of mf-company-landing that renders it. */
  unit: UnitName<'mf_company_landing'>;
}

/** What every remote's './build-info' module holds (added to each remote by the webpack factory). */
export interface RemoteBuildInfo {
  app: string;
  version: string;
  commit: string;
  builtAt: string;
}
