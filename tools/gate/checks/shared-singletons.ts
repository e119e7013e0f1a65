import { satisfy } from '@module-federation/runtime-core';
import type { FederationManifest } from '../candidate-build';
import { problem, type GateProblem } from '../gate-problem';

type SharedEntry = FederationManifest['shared'][number];

/** What every unit needs from the page, as one copy: a remote that does not share these runs its own beside the shell's. */
export const UNIT_CONTRACT_SINGLETONS = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@klob/shared'] as const;

const packageOf = (request: string) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The remote's shared packages against the shell's, decided with the federation runtime's own `satisfy`:
 * each must be a singleton whose range the shell's version meets. A sub-path the shell shares (e.g.
 * `@emotion/react/jsx-runtime`) must be shared by every remote that shares its package: left out, the page
 * still renders but the remote's JSX runs its own copy, and its own style cache is lost without an error.
 */
export function checkSharedSingletons(remote: readonly SharedEntry[], shell: readonly SharedEntry[]): GateProblem[] {
  const problems: GateProblem[] = [];
  const remoteByName = new Map(remote.map((entry) => [entry.name, entry]));
  for (const name of UNIT_CONTRACT_SINGLETONS) {
    if (shell.some((entry) => entry.name === name) && !remoteByName.has(name)) {
      problems.push(problem('shared', `does not share ${name}: its units would run their own copy beside the shell's`));
    }
  }
  const remotePackages = new Set(remote.map(({ name }) => packageOf(name)));
  for (const shellEntry of shell) {
    const own = remoteByName.get(shellEntry.name);
    if (!own) {
      if (remotePackages.has(packageOf(shellEntry.name)) && shellEntry.name !== packageOf(shellEntry.name)) {
        problems.push(
          problem(
            'shared',
            `shares ${packageOf(shellEntry.name)} but not ${shellEntry.name}: it would bundle its own copy without an error`,
          ),
        );
      }
      continue;
    }
    if (!own.singleton) problems.push(problem('shared', `shares ${own.name} but not as a singleton (the shell's is one)`));
    const range = own.requiredVersion ?? own.version;
    if (!satisfy(shellEntry.version, range)) {
      problems.push(problem('shared', `requires ${own.name}@${range}, the shell provides ${shellEntry.version}`));
    }
  }
  return problems;
}
