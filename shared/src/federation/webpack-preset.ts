import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_INFO_MODULE, exposedModulesOf, REMOTE_NAMES, type RemoteBuildInfo, type RemoteName } from '../units/catalogue';
import { PUBLISHED_ROUTES_FILE, publishedRoutesFile, type PublishedRoute } from '../routes/published-routes';
import { sharedSingletons } from './shared-singletons';

/** The module exposed as './build-info' (compiled `.js` in the packed kit, `.ts` in the workspace). */
export const BUILD_INFO_MODULE_FILE = ['.js', '.ts']
  .map((extension) => fileURLToPath(new URL(`./build-info-module${extension}`, import.meta.url)))
  .find((file) => fs.existsSync(file))!;

export interface RemotePresetOptions {
  /** The remote's folder: holds its package.json with the packages it builds with. */
  appDir: string;
  /** The name the shell loads the remote by, e.g. 'mf_company_landing'. */
  federationName: RemoteName;
  /** Every module of the exposed-module map but 'build-info' (the preset adds it): name -> source file. */
  exposes: Record<string, string>;
  mode?: 'production' | 'development';
  /**
   * Borrow the shell's federation runtime-core instead of bundling one (about 9 KB gz less in the entry);
   * needs `@module-federation/enhanced` of the shell's version (README "Partner kit"). Off, the remote
   * bundles its own runtime, which works too.
   */
  externalRuntime?: boolean;
  /** What './build-info' reports (default: the package.json version, commit 'unknown', the build time). */
  buildInfo?: Partial<RemoteBuildInfo>;
  /** The pages the remote answers: the shell routes them and its server answers them 200 (README "Partner kit"). */
  routes?: readonly PublishedRoute[];
}

/** What a webpack config of a Klob remote needs, as plain values: no webpack import, any webpack 5 runs it. */
export interface RemotePreset {
  /** Options of `ModuleFederationPlugin` from `@module-federation/enhanced/webpack`. */
  federation: Record<string, unknown>;
  /** `output` options: chunks load from the remote's own address. */
  output: { publicPath: 'auto'; uniqueName: string; filename: string };
  /** `module.rules`: SWC for TypeScript/JSX with emotion's JSX import source. */
  rules: Record<string, unknown>[];
  /** Values for `DefinePlugin`. */
  define: Record<string, string>;
  /** Files to write into the output folder beside remoteEntry.js (the published routes), checked already. */
  files: Record<string, string>;
}

function checkedExposes(federationName: RemoteName, exposes: Record<string, string>): Record<string, string> {
  const declared = exposedModulesOf(federationName)
    .map(([name]) => name)
    .filter((name) => name !== BUILD_INFO_MODULE);
  const problems = [
    ...declared.filter((name) => !(name in exposes)).map((name) => `'${name}' is in the exposed-module map but not in exposes`),
    ...Object.keys(exposes)
      .filter((name) => !declared.includes(name))
      .map((name) => `'${name}' is not a module of ${federationName} in the exposed-module map`),
  ];
  if (problems.length > 0) throw new Error(`${federationName} exposes do not match the shell's map:\n- ${problems.join('\n- ')}`);
  return {
    ...Object.fromEntries(Object.entries(exposes).map(([name, file]) => [`./${name}`, file])),
    [`./${BUILD_INFO_MODULE}`]: BUILD_INFO_MODULE_FILE,
  };
}

function defaultBuildInfo(appDir: string, federationName: string): RemoteBuildInfo {
  const manifest = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version?: string };
  return { app: federationName, version: manifest.version ?? '0.0.0', commit: 'unknown', builtAt: new Date().toISOString() };
}

/**
 * The build half of the remote contract for a partner's webpack config (README "Partner kit"): the
 * federation options the shell loads a remote with, the shared singletons with the versions the app
 * builds with, the SWC rule and the defines.
 */
export function remotePreset(options: RemotePresetOptions): RemotePreset {
  const { appDir, federationName, exposes, mode = 'production', externalRuntime = mode === 'production', buildInfo, routes = [] } = options;
  if (!(REMOTE_NAMES as string[]).includes(federationName)) throw new Error(`'${federationName}' is not a remote of the shell`);
  const development = mode === 'development';
  return {
    federation: {
      name: federationName,
      filename: 'remoteEntry.js',
      exposes: checkedExposes(federationName, exposes),
      remotes: {},
      shared: sharedSingletons(appDir),
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      experiments: {
        optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
        externalRuntime,
      },
    },
    output: { publicPath: 'auto', uniqueName: federationName, filename: '[name].js' },
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              target: 'es2020',
              transform: { react: { runtime: 'automatic', importSource: '@emotion/react', development } },
            },
          },
        },
      },
    ],
    define: {
      __KLOB_APP__: JSON.stringify(federationName),
      __KLOB_BUILD__: JSON.stringify({ ...defaultBuildInfo(appDir, federationName), ...buildInfo }),
    },
    files: { [PUBLISHED_ROUTES_FILE]: publishedRoutesFile(federationName, routes) },
  };
}
