import { DEFAULT_PORTS, portEnvName, portOf, type PlatformProcess } from '../../webpack/ports';

export type PlatformPorts = Record<PlatformProcess, number>;

const processNames = Object.keys(DEFAULT_PORTS) as PlatformProcess[];

/** The default ports shifted by `offset` (e2e and bench run beside a developer's platform on 3000-3005/4000). */
export const portsWithOffset = (offset: number): PlatformPorts =>
  Object.fromEntries(processNames.map((name) => [name, DEFAULT_PORTS[name] + offset])) as PlatformPorts;

/** The `<NAME>_PORT` variables every process of the platform reads (tools/webpack/ports.ts). */
export const portsEnv = (ports: PlatformPorts): Record<string, string> =>
  Object.fromEntries(processNames.map((name) => [portEnvName(name), String(ports[name])]));

/** The address a browser uses: 'localhost', as the shell's remotes manifest names the remotes (the api listens on 127.0.0.1 only). */
export const localUrlOf = (ports: PlatformPorts, name: PlatformProcess): string =>
  name === 'api' ? loopbackUrlOf(ports, name) : `http://localhost:${ports[name]}`;

/** The IPv4 loopback address every process listens on, for readiness probes. */
export const loopbackUrlOf = (ports: PlatformPorts, name: PlatformProcess): string => `http://127.0.0.1:${ports[name]}`;

/** The ports of this machine's platform: `<NAME>_PORT` where set, the defaults elsewhere (pnpm start, pnpm dev). */
export const portsFromEnv = (env: NodeJS.ProcessEnv = process.env): PlatformPorts =>
  Object.fromEntries(processNames.map((name) => [name, portOf(name, env)])) as PlatformPorts;

/**
 * The browser origins of the platform's own pages and code: the shell's and the remotes' (the local remotes
 * manifest names them by these ports), as localhost and 127.0.0.1. The api grants CORS to exactly these (issue 22).
 */
export const platformOrigins = (ports: PlatformPorts): string[] =>
  processNames.filter((name) => name !== 'api').flatMap((name) => [`http://localhost:${ports[name]}`, `http://127.0.0.1:${ports[name]}`]);

/** CORS_ORIGINS of the api: the platform's own origins. */
export const corsOriginsEnv = (ports: PlatformPorts): { CORS_ORIGINS: string } => ({ CORS_ORIGINS: platformOrigins(ports).join(',') });

/** TEXT_ORIGINS of the api: every app's own server, which serves the texts its build published under locales/ (issue 23). */
export const textOriginsEnv = (ports: PlatformPorts): { TEXT_ORIGINS: string } => ({
  TEXT_ORIGINS: processNames
    .filter((name) => name !== 'api')
    .map((name) => loopbackUrlOf(ports, name))
    .join(','),
});
