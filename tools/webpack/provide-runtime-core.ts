import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/**
 * The shell's runtime plugin that puts its federation runtime-core on the global the production remotes
 * read (`experiments.externalRuntime`), so a page holds one copy. The plugin the federation package
 * offers for this (`provideExternalRuntime`) is CommonJS and would bundle a second copy into the shell.
 */
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'klob-provide-runtime-core',
    beforeInit(args) {
      (runtimeCore.Global as Record<string, unknown>)[RUNTIME_CORE_GLOBAL] = runtimeCore;
      return args;
    },
  };
}
