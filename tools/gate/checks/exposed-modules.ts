import type { CandidateBuild } from '../candidate-build';
import { problem, type GateProblem } from '../gate-problem';

/**
 * The remote's exposed modules against what the shell loads from it (the typed exposed-module map of
 * @klob/shared): a missing or renamed unit is refused; one the shell does not know is refused too, as it is
 * most often a rename.
 */
export function checkExposedModules(build: CandidateBuild, expected: readonly string[]): GateProblem[] {
  const exposed = new Set((build.manifest.exposes ?? []).map(({ name }) => name.replace(/^\.\//, '')));
  const problems: GateProblem[] = [];
  for (const name of expected) {
    if (!exposed.has(name)) problems.push(problem('exposes', `does not expose './${name}', which the shell loads`));
  }
  for (const name of exposed) {
    if (!expected.includes(name)) problems.push(problem('exposes', `exposes './${name}', which the shell does not know (renamed?)`));
  }
  return problems;
}
