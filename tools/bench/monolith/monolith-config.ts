import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import { BUILD_INFO_MODULE_FILE } from '@klob/shared/webpack-preset';
import { REMOTE_NAMES } from '@klob/shared/units';
import { appDirOf, WORKSPACE_DIR } from '../../platform/processes';
import { createKlobWebpackConfig, type KlobAppDefinition } from '../../webpack/create-config';
import { exposesOf } from '../../webpack/exposes';
import { portOf } from '../../webpack/ports';
import { bundledUnitsSource, type BundledUnit } from './bundled-units-source';

/** Where the monolithic build lives: its generated files beside dist/, served like the shell's folder. */
export const MONOLITH_DIR = path.join(WORKSPACE_DIR, '.bench', 'monolith');
export const MONOLITH_DIST_DIR = path.join(MONOLITH_DIR, 'dist');
const UNITS_MODULE = path.join(MONOLITH_DIR, 'bundled-units.ts');
/** The shell's remote loader, replaced by the generated module (referenced by path: tools import no app source). */
const SHELL_FEDERATION_MODULE = /[\\/]shell[\\/]src[\\/]remotes[\\/]federation\.ts$/;

/** Every exposed module of every remote, by its source file. */
function bundledUnits(): BundledUnit[] {
  return REMOTE_NAMES.flatMap((remote) => {
    const appDir = appDirOf(remote);
    return Object.entries(exposesOf(remote, appDir, BUILD_INFO_MODULE_FILE)).map(([exposed, file]) => ({
      id: `${remote}/${exposed.slice(2)}`,
      file: path.resolve(appDir, file),
    }));
  });
}

/**
 * The shell's production config from the same factory, without the federation plugin: the remotes'
 * exposed units become chunks of this one build (the same pages, one React, no runtime, no manifests).
 * It writes the generated units module and a webpack.config.ts that names the shell's definition, so the
 * shell's production server serves this folder as it serves shell/ (`tools/serve/cli.ts`, run from here).
 */
export async function monolithConfig(): Promise<Configuration> {
  const shellDir = appDirOf('shell');
  const shellConfigFile = path.join(shellDir, 'webpack.config.ts');
  const { default: shell } = (await import(pathToFileURL(shellConfigFile).href)) as { default: KlobAppDefinition };
  fs.mkdirSync(MONOLITH_DIR, { recursive: true });
  fs.writeFileSync(UNITS_MODULE, bundledUnitsSource(bundledUnits()));
  fs.writeFileSync(path.join(MONOLITH_DIR, 'webpack.config.ts'), `export { default } from ${JSON.stringify(shellConfigFile)};\n`);
  const config = createKlobWebpackConfig({ ...shell, appDir: shellDir, port: portOf('shell') }, { mode: 'production', apiUrl: '' });
  return {
    ...config,
    output: { ...config.output, path: MONOLITH_DIST_DIR },
    devServer: undefined,
    plugins: [
      ...(config.plugins ?? []).filter((plugin) => plugin?.constructor.name !== 'ModuleFederationPlugin'),
      new webpack.NormalModuleReplacementPlugin(SHELL_FEDERATION_MODULE, UNITS_MODULE),
    ],
  };
}
