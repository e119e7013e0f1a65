import fs from 'node:fs';
import path from 'node:path';
import {
  checkPublishedRoutes,
  checkShellRoutes,
  PUBLISHED_ROUTES_FILE,
  type ComposedRoutes,
  type PublishedRoute,
  type RouteRecord,
} from '@klob/shared/routes';
import { REMOTE_NAMES, type RemoteName } from '@klob/shared/units';

/** A remote's routes are read again after this long (KLOB_ROUTES_TTL_MS): a deployed remote's new pages show up without a restart. */
export const DEFAULT_ROUTES_TTL_MS = 5000;
/**
 * A read that left a remote unavailable (never read: e.g. the shell's server started before the remote's) is done
 * again after this, not after the whole cache time: the remote's pages work as soon as it answers.
 */
export const UNAVAILABLE_RETRY_MS = 500;
/** One remote's route list is given up after this: a hanging remote must not hold the answer. */
const ROUTES_FETCH_TIMEOUT_MS = 3000;

/** What the shell's server answers at /routes.json and its page index reads. */
export interface RemoteRouteLists {
  routes: ComposedRoutes;
  /** Remotes whose list could not be read and was never read before: a path may be one of their pages. */
  unavailable: RemoteName[];
}

export interface RemoteRoutesReaderOptions {
  /** The remotes manifest (remote -> its mf-manifest.json URL), read per refresh so a deploy that edits it is followed. */
  manifest: () => Record<string, string>;
  ttlMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

export const routesTtlFrom = (env: NodeJS.ProcessEnv = process.env): number => {
  const value = Number(env.KLOB_ROUTES_TTL_MS);
  return Number.isFinite(value) && value >= 0 && env.KLOB_ROUTES_TTL_MS?.trim() ? value : DEFAULT_ROUTES_TTL_MS;
};

/** The address of a remote's published routes: beside its manifest, on its own origin. */
export const publishedRoutesUrlOf = (manifestUrl: string) => new URL(PUBLISHED_ROUTES_FILE, manifestUrl).href;

async function fetchRemoteRoutes(remote: RemoteName, manifestUrl: string): Promise<readonly PublishedRoute[]> {
  const url = publishedRoutesUrlOf(manifestUrl);
  const response = await fetch(url, { signal: AbortSignal.timeout(ROUTES_FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return checkPublishedRoutes(remote, await response.json()).routes;
}

/**
 * Reads each deployed remote's klob-routes.json from its origin, with a short cache: concurrent requests
 * share one read, and a remote that cannot be read keeps its last good list (a passing fault must not
 * make its pages vanish); one never read is reported unavailable.
 */
export function createRemoteRoutesReader({
  manifest,
  ttlMs = DEFAULT_ROUTES_TTL_MS,
  now = Date.now,
  log = (message) => console.warn(message),
}: RemoteRoutesReaderOptions): { read(): Promise<RemoteRouteLists> } {
  const lastGood = new Map<RemoteName, readonly PublishedRoute[]>();
  let cached: { at: number; lists: Promise<RemoteRouteLists>; lastsMs: number } | null = null;

  const readAll = async (): Promise<RemoteRouteLists> => {
    const urls = manifest();
    const remotes = REMOTE_NAMES.filter((remote) => typeof urls[remote] === 'string');
    const read = await Promise.all(
      remotes.map(async (remote) => {
        try {
          const routes = await fetchRemoteRoutes(remote, urls[remote]!);
          lastGood.set(remote, routes);
          return [remote, routes] as const;
        } catch (error) {
          log(`[klob] the published routes of ${remote} could not be read: ${(error as Error).message}`);
          return [remote, lastGood.get(remote) ?? null] as const;
        }
      }),
    );
    const routes: Record<string, readonly PublishedRoute[]> = {};
    const unavailable: RemoteName[] = [];
    for (const [remote, list] of read) {
      if (list) routes[remote] = list;
      else unavailable.push(remote);
    }
    return { routes: routes as ComposedRoutes, unavailable };
  };

  return {
    read() {
      if (!cached || now() - cached.at >= cached.lastsMs) {
        const entry = { at: now(), lists: readAll(), lastsMs: ttlMs };
        void entry.lists.then(({ unavailable }) => {
          if (unavailable.length > 0) entry.lastsMs = Math.min(ttlMs, UNAVAILABLE_RETRY_MS);
        });
        cached = entry;
      }
      return cached.lists;
    },
  };
}

/**
 * The shell's own published routes, from its build (dist/klob-routes.json), read again when the file changes.
 * A build without the file cannot serve: it throws at the first read (the server's start).
 */
export function shellRoutesReader(distDir: string): () => readonly RouteRecord[] {
  const file = path.join(distDir, PUBLISHED_ROUTES_FILE);
  let cached: { modifiedAt: number; routes: readonly RouteRecord[] } | null = null;
  return () => {
    const modifiedAt = fs.statSync(file).mtimeMs;
    if (cached?.modifiedAt !== modifiedAt)
      cached = { modifiedAt, routes: checkShellRoutes(JSON.parse(fs.readFileSync(file, 'utf8'))).routes };
    return cached.routes;
  };
}
