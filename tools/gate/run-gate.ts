import { EXPOSED_MODULES, type RemoteName } from '@klob/shared/units';
import { readCandidateBuild, type FederationManifest } from './candidate-build';
import { problem, type GateProblem } from './gate-problem';
import { budgetOf, checkByteBudget } from './checks/byte-budget';
import { checkExposedModules } from './checks/exposed-modules';
import { checkManifestShape } from './checks/manifest-shape';
import { checkPublishedTexts } from './checks/published-texts';
import { checkSharedSingletons } from './checks/shared-singletons';

export interface GateRequest {
  /** The remote's folder name, e.g. 'mf-search'; its federation name is 'mf_search'. */
  remote: string;
  /** The candidate build folder. */
  distDir: string;
  /** The shell build the candidate must work with (its manifest's shared packages). */
  shellDistDir: string;
}

export const federationNameOf = (remoteFolder: string) => remoteFolder.replace(/-/g, '_');

const isKnownRemote = (name: string): name is RemoteName => Object.hasOwn(EXPOSED_MODULES, name);

/** Every problem of a candidate build, one precise line each; none means the shell can take it. */
export function runGate({ remote, distDir, shellDistDir }: GateRequest): GateProblem[] {
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
    ...checkByteBudget(build, budgetOf(federationName)),
  ];
}
