import webpack from 'webpack';
import { monolithConfig } from './monolith-config';

/** Builds the monolithic variant of the shell into .bench/monolith/dist; resolves its build time in seconds. */
export async function buildMonolith(): Promise<number> {
  const config = await monolithConfig();
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (!stats || stats.hasErrors())
        reject(new Error(stats?.toString({ all: false, errors: true, errorDetails: true }) ?? 'no stats'));
      else resolve();
    });
  });
  return (Date.now() - started) / 1000;
}
