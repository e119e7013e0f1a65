import path from 'node:path';
import {
  localUrlOf,
  mailCatcherLoopbackUrlOf,
  mailCatcherPortsWithOffset,
  portsWithOffset,
  STATIC_APPS,
  type StaticApp,
} from '../../tools/platform/processes';

/** e2e runs on 3100-3105 and 4100, beside a developer's platform on 3000-3005/4000; E2E_PORT_OFFSET moves it. */
const DEFAULT_E2E_PORT_OFFSET = 100;

function portOffsetFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.E2E_PORT_OFFSET;
  const offset = raw ? Number.parseInt(raw, 10) : DEFAULT_E2E_PORT_OFFSET;
  if (!Number.isInteger(offset) || offset < 0) throw new Error(`E2E_PORT_OFFSET must be a whole number, got '${raw}'`);
  return offset;
}

const E2E_PORT_OFFSET = portOffsetFrom(process.env);
export const E2E_PORTS = portsWithOffset(E2E_PORT_OFFSET);
/** The mail catcher's SMTP and web ports, moved by the same offset (1125/1180 by default). */
export const E2E_MAIL_PORTS = mailCatcherPortsWithOffset(E2E_PORT_OFFSET);
/** Short, so that token refresh really happens during a run (docs/ARCHITECTURE.md "The reference backend"). */
export const E2E_TOKEN_TTL_SECONDS = 20;
/** Every browser of a run signs in, looks up and refreshes from one client address: the api's per-client budget is raised for it. */
export const E2E_CLIENT_RATE_LIMIT_PER_MINUTE = 600;

const E2E_DIR = path.resolve(import.meta.dirname, '..');
const PLATFORM_DIR = path.join(E2E_DIR, '.platform');
export const E2E_STATE_FILE = path.join(PLATFORM_DIR, 'state.json');
export const E2E_LOG_DIR = path.join(PLATFORM_DIR, 'logs');

export const SHELL_URL = localUrlOf(E2E_PORTS, 'shell');
export const API_URL = localUrlOf(E2E_PORTS, 'api');
/** The mail catcher's web server: its page for people, `/email` (JSON) for tests. */
export const MAIL_CATCHER_URL = mailCatcherLoopbackUrlOf(E2E_MAIL_PORTS);

/**
 * The apps the run serves: all six, or the comma-separated E2E_APPS (e.g. 'shell,mf_company_landing')
 * while some remotes are not written yet; the shell shows the others' slot fallbacks.
 */
export function e2eApps(env: NodeJS.ProcessEnv = process.env): readonly StaticApp[] {
  const listed = env.E2E_APPS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!listed || listed.length === 0) return STATIC_APPS;
  const unknown = listed.filter((name) => !(STATIC_APPS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`E2E_APPS names unknown apps: ${unknown.join(', ')} (known: ${STATIC_APPS.join(', ')})`);
  return listed as StaticApp[];
}
