import { remotesManifestFor } from './remotes-manifest';

/** What the shell reads at start-up, per environment, instead of compiling it in. */
export interface RuntimeEnvironment {
  environment: 'development' | 'production' | 'test';
  /** Basic credentials of the chat service (spec 2 §7); the same variables configure the api. */
  chatBasicAuth: { user: string; password: string };
}

export function runtimeEnvironment(env: NodeJS.ProcessEnv = process.env): RuntimeEnvironment {
  const environment = env.KLOB_RUNTIME_ENV;
  return {
    environment: environment === 'development' || environment === 'test' ? environment : 'production',
    chatBasicAuth: { user: env.CHAT_BASIC_USER ?? 'klob-chat', password: env.CHAT_BASIC_PASSWORD ?? 'klob-chat-dev' },
  };
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
