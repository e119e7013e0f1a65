/** Default ports of the platform's processes (ARCHITECTURE.md "Processes"); `<NAME>_PORT` overrides each. */
export const DEFAULT_PORTS = {
  shell: 3000,
  mf_journey: 3001,
  mf_chat: 3002,
  mf_search: 3003,
  mf_forms: 3004,
  mf_company_landing: 3005,
  api: 4000,
} as const;

export type PlatformProcess = keyof typeof DEFAULT_PORTS;

export const portEnvName = (name: PlatformProcess) => `${name.toUpperCase()}_PORT`;

export function portOf(name: PlatformProcess, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[portEnvName(name)];
  const port = raw ? Number.parseInt(raw, 10) : DEFAULT_PORTS[name];
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${portEnvName(name)} must be a port number, got '${raw}'`);
  return port;
}

/** The federated remotes, in the order of their ports. */
export const REMOTE_NAMES = ['mf_journey', 'mf_chat', 'mf_search', 'mf_forms', 'mf_company_landing'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Folder of an app in the workspace: mf_chat -> mf-chat. */
export const appFolderOf = (name: PlatformProcess) => name.replace(/_/g, '-');
