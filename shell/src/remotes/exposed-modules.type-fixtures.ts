import type { RemoteBuildInfo, UnitLifecycles } from '@klob/shared';
import { loadUnitModule } from './federation';

/**
 * Compile-time fixtures of the exposed-module map, checked by the shell's type check
 * (`pnpm typecheck`; nothing imports this file, so it is not bundled): each
 * `@ts-expect-error` fails the type check if the line below it compiles, i.e.
 * if a wrong module name or a wrong export type were accepted.
 */
export async function typedLoads() {
  const popup: UnitLifecycles = await loadUnitModule({ remote: 'mf_chat', unit: 'community-popup' });
  const build: RemoteBuildInfo = await loadUnitModule({ remote: 'mf_forms', unit: 'build-info' });

  // @ts-expect-error mf_chat exposes no 'campaign-page'
  await loadUnitModule({ remote: 'mf_chat', unit: 'campaign-page' });
  // @ts-expect-error there is no remote 'mf_unknown'
  await loadUnitModule({ remote: 'mf_unknown', unit: 'build-info' });
  // @ts-expect-error 'build-info' is a data module (RemoteBuildInfo), not mountable lifecycles
  const notLifecycles: UnitLifecycles = await loadUnitModule({ remote: 'mf_company_landing', unit: 'build-info' });
  // @ts-expect-error 'coming-soon' is a mountable unit, not build information
  const notBuildInfo: RemoteBuildInfo = await loadUnitModule({ remote: 'mf_company_landing', unit: 'coming-soon' });

  return { popup, build, notLifecycles, notBuildInfo };
}
