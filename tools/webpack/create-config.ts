import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { sharedSingletons } from '@klob/shared/federation';
import { BUILD_INFO_MODULE_FILE } from '@klob/shared/webpack-preset';
import { APP_ROOT_ID } from '@klob/shared/first-screen/contract';
import { runtimeFilesOf } from './runtime-files';
import { readBuildInfo } from './build-info';
import { COMMON_SECURITY_HEADERS } from '../serve/security-headers';
import { createRemoteRoutesReader, routesTtlFrom } from '../serve/published-routes';
import { remotesManifestReader } from './remotes-manifest';
import { devApiProxy } from './dev-api-proxy';
import { exposesOf } from './exposes';
import { publishTextsPlugin } from './publish-texts';
import type { PublishedTexts } from '@klob/shared/translations';
import { PublishRoutesPlugin } from './publish-routes';
import { BROWSER_BUILD_NAME } from './first-screen-config';
import { BUILD_ALIASES, reactRouterProductionAliases, resolveLoader, swcRule } from './source-rules';
import { PrecompressPlugin } from './precompress';
import type { RouteRecord } from '@klob/shared/routes';

/**
 * Issue 25: the shell's start-up needs React with its scheduler and emotion with its stylesheet code on every page;
 * each family is one file instead of four or five, so the phone starts, fetches and runs fewer scripts in the task
 * that loads them; the translation packages likewise. The federation still loads each package through the share scope (one file holds several).
 */
const HOST_START_UP_GROUPS = {
  react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', chunks: 'all', enforce: true, priority: 20 },
  emotion: {
    test: /[\\/](node_modules[\\/](@emotion|stylis|@babel[\\/]runtime)[\\/]|build-aliases[\\/]hoist-non-react-statics)/,
    name: 'emotion',
    chunks: 'all',
    enforce: true,
    priority: 20,
  },
  i18n: {
    test: /[\\/](node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]|shared[\\/]src[\\/]react-i18n\.ts$)/,
    name: 'i18n',
    chunks: 'all',
    enforce: true,
    priority: 20,
  },
} as const;

/** Modules lazy chunks share are a chunk of their own from this size; smaller, each chunk has its copy (webpack's production default: 20 KB). */
const COMMON_CHUNK_MIN_BYTES = 10_000;

export interface KlobAppOptions {
  /** The app's folder (holds package.json and src/). */
  appDir: string;
  /** Federation name, e.g. 'mf_chat'. Must be a valid JS identifier. */
  federationName: string;
  kind: 'host' | 'remote';
  /** Default dev-server port; the `<NAME>_PORT` environment variable overrides it. */
  port: number;
  /** Runtime plugins of Module Federation (module paths). */
  runtimePlugins?: string[];
  /** Files copied as they are into dist/ (e.g. the remotes manifests). */
  copy?: { from: string; to: string }[];
  /** Dev server: paths proxied to the api. */
  devProxyPaths?: string[];
  title?: string;
  /** Host: the page icon. */
  favicon?: string;
  /** The namespaces this app owns (`src/texts`): published as dist/locales/ for the api to serve (issue 23). */
  texts?: PublishedTexts;
  /** The routes the app answers, written to dist/klob-routes.json (a remote: its `src/routes.ts`; docs/ARCHITECTURE.md "Routes"). */
  routes?: readonly RouteRecord[];
  /** Issue 25: the module defining the app's first-screen renderer (`createFirstScreenRenderer`), built for the shell's server. */
  firstScreen?: string;
}

/** What an app's webpack.config.ts declares; the folder and port are filled in by the CLI. */
export type KlobAppDefinition = Omit<KlobAppOptions, 'appDir' | 'port'>;

export interface BuildEnv {
  /** dev = webpack-dev-server with hot reload; build = production files in dist/. */
  mode: 'development' | 'production';
  apiUrl: string;
}

/** The shell's runtime plugin that lends its federation runtime-core to the remotes. */
const PROVIDE_RUNTIME_CORE_PLUGIN = path.join(import.meta.dirname, 'provide-runtime-core.ts');
const CARET_SHARE_RESOLVER_PLUGIN = path.join(import.meta.dirname, 'caret-share-resolver.ts');

/** One webpack configuration for every app of the platform: the shell (host) and the five remotes. */
export function createKlobWebpackConfig(options: KlobAppOptions, env: BuildEnv): Configuration & { devServer?: DevServerConfiguration } {
  const { appDir, federationName, kind, port, runtimePlugins = [], copy = [], devProxyPaths = [], title, favicon, texts, routes } = options;
  const development = env.mode === 'development';
  const isHost = kind === 'host';
  // Remotes have no page of their own in production; in development their harness page runs them alone.
  const hasPage = isHost || development;

  return {
    name: BROWSER_BUILD_NAME,
    mode: env.mode,
    context: appDir,
    entry: hasPage ? { main: isHost ? './src/index.ts' : './src/harness/index.ts' } : {},
    // Production maps are built for error reporting and the bench, but the bundles do not point at them
    // and the production servers do not serve them (issue 22: they gave away the source).
    devtool: development ? 'eval-cheap-module-source-map' : 'hidden-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      // Entry files keep a stable name (the federation runtime needs it before hashes exist);
      // they are small, served no-cache and revalidated by ETag. Every other chunk is hashed.
      filename: '[name].js',
      chunkFilename: development ? '[name].js' : '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: federationName,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: development ? BUILD_ALIASES : { ...BUILD_ALIASES, ...reactRouterProductionAliases(appDir) },
    },
    module: {
      rules: [
        swcRule({ target: 'es2020', development }),
        { test: /\.css$/, use: [resolveLoader('style-loader'), resolveLoader('css-loader')] },
        { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      // The host: shared singletons are async chunks of their own; modules two of them use (emotion's serializer
      // under @emotion/react and its jsx-runtime) go into one common chunk, whatever their size, instead of a copy in
      // each. The app's own modules that lazy chunks share, and a remote's pages' common modules, go into a chunk of
      // their own only from COMMON_CHUNK_MIN_BYTES. Issue 25: split whatever their size, the kloboard's page came in 11
      // files from mf-journey, 8 of them under 2 KB, and a click from / to /jobs fetched 6 of the shell's (now 4), each
      // a request, a script to run and a task to wait for on the phone.
      splitChunks: isHost
        ? {
            minSize: 0,
            cacheGroups: {
              ...HOST_START_UP_GROUPS,
              // webpack's own group for the modules two lazy chunks share, with that threshold.
              default: { minChunks: 2, priority: -20, reuseExistingChunk: true, minSize: COMMON_CHUNK_MIN_BYTES },
            },
          }
        : { minSize: COMMON_CHUNK_MIN_BYTES },
      // Issue 25: the packages' license comments ship beside each chunk (<chunk>.LICENSE.txt, served with it), not in
      // the bytes every visitor downloads (about 100 bytes per chunk as transferred).
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: { condition: 'some', banner: false } })],
    },
    performance: { hints: false },
    // A production build prints its result and errors only. The federation manifest plugin warns on every
    // remote that its publicPath is 'auto': that is by design (a remote learns its address at run time).
    infrastructureLogging: { level: development ? 'info' : 'error' },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.js',
        // A remote's exposes come from the exposed-module map of @klob/shared, checked against src/expose/;
        // every remote also exposes its build identity (shell page /status/remotes).
        exposes: isHost ? {} : exposesOf(federationName, appDir, BUILD_INFO_MODULE_FILE),
        remotes: {},
        shared: sharedSingletons(appDir),
        // A dead remote must not stop the host from mounting (module-federation/core#3877).
        shareStrategy: 'loaded-first',
        runtimePlugins: [...(isHost ? [PROVIDE_RUNTIME_CORE_PLUGIN] : []), CARET_SHARE_RESOLVER_PLUGIN, ...runtimePlugins],
        manifest: true,
        dts: false,
        // Remotes load no remotes themselves: their runtime drops the remote-loading and manifest
        // snapshot code. Everything here runs in browsers only.
        // One federation runtime per page: the shell provides its runtime-core on the global and a production
        // remote uses it instead of bundling its own copy (about 9 KB gz in each remote entry `/` loads). A
        // remote's development harness runs without the shell, so there it keeps its own.
        experiments: {
          optimization: isHost ? { target: 'web' } : { target: 'web', disableRemote: true, disableSnapshot: true },
          ...(isHost ? {} : { externalRuntime: !development }),
        },
      }),
      new webpack.DefinePlugin({
        __KLOB_APP__: JSON.stringify(federationName),
        __KLOB_BUILD__: JSON.stringify(readBuildInfo(appDir, federationName)),
      }),
      ...(hasPage
        ? [
            new HtmlWebpackPlugin({
              template: path.join(import.meta.dirname, 'index.html'),
              title: title ?? 'Klob',
              favicon,
              // The element the app renders into and the server's first screen fills, named once (the first-screen contract).
              appRootId: APP_ROOT_ID,
            }),
          ]
        : []),
      ...(copy.length > 0 ? [new CopyWebpackPlugin({ patterns: copy })] : []),
      ...(texts ? [publishTextsPlugin(federationName, texts)] : []),
      ...(routes ? [new PublishRoutesPlugin(federationName, routes)] : []),
      ...(development ? [] : [new PrecompressPlugin()]),
    ],
    devServer: {
      port,
      hot: true,
      historyApiFallback: isHost || development,
      // The production servers' headers except the CSP: dev builds evaluate their modules (eval source maps, hot reload).
      headers: { ...COMMON_SECURITY_HEADERS, 'Access-Control-Allow-Origin': '*' },
      proxy: devProxyPaths.length > 0 ? [devApiProxy(devProxyPaths, env.apiUrl)] : [],
      setupMiddlewares: (middlewares, devServer) => {
        const klobEnv = process.env.KLOB_ENV ?? 'local';
        const runtimeFiles: Record<string, () => unknown> = runtimeFilesOf(kind, klobEnv, appDir);
        // The host composes the remotes' published routes as its production server does (the remotes' dev servers serve them).
        if (isHost)
          runtimeFiles['/routes.json'] = createRemoteRoutesReader({
            manifest: remotesManifestReader(klobEnv, appDir),
            ttlMs: routesTtlFrom(),
          }).read;
        for (const [jsonPath, read] of Object.entries(runtimeFiles)) {
          devServer.app?.get(jsonPath, (_request, response, next) => {
            Promise.resolve(read()).then((body) => response.json(body), next);
          });
        }
        return middlewares;
      },
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    },
  };
}
