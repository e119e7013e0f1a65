import type { RuntimeEnvironment } from '@klob/shared';
import { remotesManifestFor } from './remotes-manifest';

/**
 * What the shell reads at start-up, per environment, instead of compiling it in.
 * Every browser reads it: it never holds a secret (issue 6: the chat service's
 * credentials stay with the api; browsers call the chat routes with their own token).
 */
export function runtimeEnvironment(env: NodeJS.ProcessEnv = process.env): RuntimeEnvironment {
  const environment = env.KLOB_RUNTIME_ENV;
  return { environment: environment === 'development' || environment === 'test' ? environment : 'production' };
}

/**
 * The JSON files an app's server answers, read on every request so that
 * editing the environment's remotes manifest needs no restart and no rebuild:
 * the shell reads both, a remote's dev harness the environment.
 */
export function runtimeFilesOf(kind: 'host' | 'remote', klobEnv: string, appDir: string): Record<string, () => unknown> {
  const environment = { '/environment.json': () => runtimeEnvironment() };
  return kind === 'host' ? { '/remotes.json': () => remotesManifestFor(klobEnv, appDir), ...environment } : environment;
}
