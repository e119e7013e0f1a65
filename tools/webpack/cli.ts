import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { createKlobWebpackConfig, type KlobAppDefinition } from './create-config';
import { createFirstScreenConfig } from './first-screen-config';
import { portOf, type PlatformProcess } from './ports';

/** `tsx ../tools/webpack/cli.ts build|dev`, run from an app's folder by its package scripts. */
const command = process.argv[2];
if (command !== 'build' && command !== 'dev') {
  console.error('usage: cli.ts build|dev');
  process.exit(2);
}

const appDir = process.cwd();
const configModule = (await import(pathToFileURL(path.join(appDir, 'webpack.config.ts')).href)) as { default: KlobAppDefinition };
const appOptions = configModule.default;
const port = portOf(appOptions.federationName as PlatformProcess);
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${portOf('api')}`;
const config = createKlobWebpackConfig(
  { ...appOptions, appDir, port },
  { mode: command === 'build' ? 'production' : 'development', apiUrl },
);

if (command === 'build') {
  const started = Date.now();
  const { firstScreen } = appOptions;
  const configs = firstScreen ? [config, createFirstScreenConfig({ ...appOptions, appDir, port, firstScreen })] : [config];
  webpack(configs, (error, stats) => {
    if (error || !stats || stats.hasErrors()) {
      console.error(error ?? stats?.toString({ colors: true, all: false, errors: true, errorDetails: true }));
      process.exit(1);
    }
    if (stats.hasWarnings()) console.warn(stats.toString({ colors: true, all: false, warnings: true }));
    console.info(`${appOptions.federationName}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
} else {
  const server = new WebpackDevServer(config.devServer, webpack(config));
  await server.start();
}
