import type { RemoteName } from '@klob/shared/units';

/** Default ports of the platform's processes (docs/ARCHITECTURE.md "Processes"); `<NAME>_PORT` overrides each. */
export const DEFAULT_PORTS = {
  shell: 3000,
  mf_journey: 3001,
  mf_chat: 3002,
  mf_search: 3003,
  mf_forms: 3004,
  mf_company_landing: 3005,
  api: 4000,
} as const satisfies Record<'shell' | 'api' | RemoteName, number>;

export type PlatformProcess = keyof typeof DEFAULT_PORTS;

export const portEnvName = (name: PlatformProcess) => `${name.toUpperCase()}_PORT`;

export function portOf(name: PlatformProcess, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[portEnvName(name)];
  const port = raw ? Number.parseInt(raw, 10) : DEFAULT_PORTS[name];
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${portEnvName(name)} must be a port number, got '${raw}'`);
  return port;
}

// The remotes are listed once, in the exposed-module map of @klob/shared.
export { REMOTE_NAMES, type RemoteName } from '@klob/shared/units';

/** Folder of an app in the workspace: mf_chat -> mf-chat. */
export const appFolderOf = (name: PlatformProcess) => name.replace(/_/g, '-');
