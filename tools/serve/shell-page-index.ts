import type { HttpClient } from '@klob/shared';
import { SITE_PATHS, type SitemapData } from '@klob/shared/api-contract/site';
import { fetchDynamicRoutes, matchDynamicRoute, type DynamicRouteSet, type RouteRecord } from '@klob/shared/routes';
import { pathMatchesPattern, type PageIndex } from './page-index';
import type { RemoteRouteLists } from './published-routes';

/** Server data is read again after this long: new events, pages and jobs show up without a restart. */
export const PAGE_DATA_TTL_MS = 60_000;

/** A minimal GET client on the api for the dynamic-route reader. */
function apiReader(apiUrl: string): HttpClient {
  const get = async <T>(url: string): Promise<T> => {
    const response = await fetch(new URL(url.replace(/^\/?/, '/'), apiUrl), { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const refuse = () => Promise.reject(new Error('the page index only reads'));
  return { get, post: refuse, put: refuse, delete: refuse };
}

interface PageData {
  dynamic: DynamicRouteSet;
  sitemap: SitemapData | null;
}

export interface ShellPageIndexOptions {
  apiUrl: string;
  /** The shell's own published routes (its dist/klob-routes.json). */
  shellRoutes: () => readonly RouteRecord[];
  /** The deployed remotes' published routes (their klob-routes.json, read from their origins). */
  remoteRoutes: () => Promise<RemoteRouteLists>;
  now?: () => number;
}

const remoteRecords = ({ routes }: RemoteRouteLists): RouteRecord[] => Object.values(routes).flatMap((list) => [...(list ?? [])]);

/**
 * The shell's pages for its production server, read and never compiled in: the shell's published routes, the
 * remotes' published routes, and the api's events, CMS pages, e-forms and jobs (spec 1 §2, §2.6). When the
 * api or a remote's list cannot be read, a path that could be one of their pages counts as a page: a passing
 * fault must not tell crawlers that real pages are gone.
 */
export function createShellPageIndex({ apiUrl, shellRoutes, remoteRoutes, now = Date.now }: ShellPageIndexOptions): PageIndex {
  // A shell build without its published routes cannot serve: this fails at the server's start.
  shellRoutes();
  const api = apiReader(apiUrl);
  let cached: { at: number; data: Promise<PageData | null> } | null = null;
  const load = async (): Promise<PageData | null> => {
    try {
      const [dynamic, sitemap] = await Promise.all([
        fetchDynamicRoutes(api),
        api.get<{ result: SitemapData }>(SITE_PATHS.sitemapData).then((body) => body.result),
      ]);
      return { dynamic, sitemap };
    } catch {
      return null;
    }
  };
  const pageData = async () => {
    if (!cached || now() - cached.at > PAGE_DATA_TTL_MS) cached = { at: now(), data: load() };
    const data = await cached.data;
    // A failed read is not kept: the next request tries the api again.
    if (!data) cached = null;
    return data;
  };
  const claims = (routes: readonly RouteRecord[], path: string) => routes.some((route) => pathMatchesPattern(route.path, path));

  return {
    async isPage(pathname) {
      const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      if (claims(shellRoutes(), path)) return true;
      const remotes = await remoteRoutes();
      if (claims(remoteRecords(remotes), path) || remotes.unavailable.length > 0) return true;
      const data = await pageData();
      if (!data) return true;
      return matchDynamicRoute(path, data.dynamic) !== null;
    },
    async sitemapPaths() {
      const [data, remotes] = await Promise.all([pageData(), remoteRoutes()]);
      const published = [...shellRoutes(), ...remoteRecords(remotes)].filter((route) => route.sitemap).map((route) => route.path);
      const fromApi = data?.sitemap
        ? [...data.sitemap.landingPages, ...data.sitemap.eventPages, ...data.sitemap.jobs].map((page) => page.path)
        : [];
      return [...new Set([...published, ...fromApi])];
    },
  };
}
