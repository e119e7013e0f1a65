import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { FIRST_SCREEN_FILE } from '@klob/shared/first-screen/contract';
import { readBuildInfo } from './build-info';
import type { KlobAppOptions } from './create-config';
import { BUILD_ALIASES, swcRule } from './source-rules';

/** The browser build's name: the first-screen build runs after it, so its clean of dist/ cannot remove this one's file. */
export const BROWSER_BUILD_NAME = 'browser';

/**
 * Issue 25: the app's first-screen renderer for the shell's server, one CommonJS file at
 * dist/server/first-screen.cjs. It holds everything it needs (React's server renderer included) in one chunk,
 * so the server runs it without reading other files.
 */
export function createFirstScreenConfig(options: KlobAppOptions & { firstScreen: string }): Configuration {
  const { appDir, federationName, firstScreen } = options;
  const file = path.parse(FIRST_SCREEN_FILE);
  return {
    name: 'first-screen',
    dependencies: [BROWSER_BUILD_NAME],
    mode: 'production',
    context: appDir,
    target: 'node20',
    entry: { [file.name]: [path.join(import.meta.dirname, 'first-screen-public-path.js'), firstScreen] },
    devtool: false,
    output: {
      path: path.join(appDir, 'dist', file.dir),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      // The same names as the browser build's assets: the markup's images are the files the browser build emitted.
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: BUILD_ALIASES,
    },
    module: {
      rules: [
        swcRule({ target: 'es2022' }),
        // Stylesheets take effect in the browser; on the server they are text nobody reads.
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({
        __KLOB_APP__: JSON.stringify(federationName),
        __KLOB_BUILD__: JSON.stringify(readBuildInfo(appDir, federationName)),
      }),
    ],
  };
}
