import { EXPOSED_MODULES, type RemoteName } from '@klob/shared/units';
import { readCandidateBuild, type FederationManifest } from './candidate-build';
import { problem, type GateProblem } from './gate-problem';
import { budgetOf, checkByteBudget } from './checks/byte-budget';
import { checkExposedModules } from './checks/exposed-modules';
import { checkManifestShape } from './checks/manifest-shape';
import { checkPublishedTexts } from './checks/published-texts';
import { checkPublishedRoutesOf, type OtherRoutes } from './checks/published-routes';
import { PUBLISHED_ROUTES_FILE, type RouteRecord } from '@klob/shared/routes';
import { checkSharedSingletons } from './checks/shared-singletons';

export interface GateRequest {
  /** The remote's folder name, e.g. 'mf-search'; its federation name is 'mf_search'. */
  remote: string;
  /** The candidate build folder. */
  distDir: string;
  /** The shell build the candidate must work with (its manifest's shared packages and its own routes). */
  shellDistDir: string;
  /** The builds the other remotes serve, whose routes the candidate must not take: remote folder -> build folder. */
  otherRemoteDirs?: Record<string, string>;
}

export const federationNameOf = (remoteFolder: string) => remoteFolder.replace(/-/g, '_');

/** Another app's published routes, read from its build folder (none when the build or its list cannot be read). */
function publishedRoutesIn(owner: string, dir: string): OtherRoutes {
  const build = readCandidateBuild(dir);
  const published = 'refused' in build ? null : build.readJson<{ routes?: unknown }>(PUBLISHED_ROUTES_FILE);
  return { owner, routes: Array.isArray(published?.routes) ? (published.routes as RouteRecord[]) : [] };
}

const isKnownRemote = (name: string): name is RemoteName => Object.hasOwn(EXPOSED_MODULES, name);

/** Every problem of a candidate build, one precise line each; none means the shell can take it. */
export function runGate({ remote, distDir, shellDistDir, otherRemoteDirs = {} }: GateRequest): GateProblem[] {
  const federationName = federationNameOf(remote);
  if (!isKnownRemote(federationName)) return [problem('manifest', `'${remote}' is not a remote of this shell`)];
  const build = readCandidateBuild(distDir);
  if ('refused' in build) return [problem('manifest', build.refused)];
  const shell = readCandidateBuild(shellDistDir);
  if ('refused' in shell) return [problem('shared', `the shell's build cannot be read: ${shell.refused}`)];
  return [
    ...checkManifestShape(build, federationName),
    ...checkExposedModules(build, Object.keys(EXPOSED_MODULES[federationName])),
    ...checkSharedSingletons(build.manifest.shared ?? [], (shell.manifest as FederationManifest).shared ?? []),
    ...checkPublishedTexts(build),
    ...checkPublishedRoutesOf(build, federationName, [
      publishedRoutesIn('the shell', shellDistDir),
      ...Object.entries(otherRemoteDirs)
        .filter(([other]) => other !== remote)
        .map(([other, dir]) => publishedRoutesIn(other, dir)),
    ]),
    ...checkByteBudget(build, budgetOf(federationName)),
  ];
}
