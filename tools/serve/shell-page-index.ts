import { fileURLToPath } from 'node:url';
import type { HttpClient } from '@klob/shared';
import { SITE_PATHS, type SitemapData } from '@klob/shared/api-contract/site';
import {
  AUTHENTICATED_ROUTES,
  GUEST_ONLY_PATHS,
  STATIC_REDIRECTS,
  PROFILE_REDIRECT_PATHS,
  PUBLIC_ROUTES,
} from '../../shell/src/routes/route-table';
import { fetchDynamicRoutes, matchDynamicRoute, type DynamicRouteSet } from '../../shell/src/routes/dynamic-routes';
import { SITEMAP_GROUPS } from '../../shell/src/pages/sitemap/sitemap-links';
import { campaigns } from '../../mf-company-landing/src/campaigns/campaigns';
import { CAMPAIGN_PAGES_FOLDER, loadCampaignPageFiles } from '../../mf-company-landing/src/campaigns/campaign-pages-on-disk';
import { pathMatchesPattern, type PageIndex } from './page-index';

/** Routes `router.tsx` adds to the route table. */
const SHELL_ROUTER_EXTRAS = ['/detail-ensiklobedia/:goalID', '/status/remotes'] as const;
/** Server data is read again after this long: new events, pages and jobs show up without a restart. */
export const PAGE_DATA_TTL_MS = 60_000;

/** Every route of the shell's router (its route table, redirects and own pages), as path patterns. */
export const ROUTE_PATTERNS: readonly string[] = [
  ...PUBLIC_ROUTES.map(({ path }) => path),
  ...AUTHENTICATED_ROUTES.map(({ path }) => path),
  ...GUEST_ONLY_PATHS,
  ...STATIC_REDIRECTS.map(({ from }) => from),
  ...PROFILE_REDIRECT_PATHS,
  ...SHELL_ROUTER_EXTRAS,
];

const CAMPAIGN_PAGES_DIR = fileURLToPath(new URL(`../../mf-company-landing/${CAMPAIGN_PAGES_FOLDER}`, import.meta.url));

/**
 * Every partner path mf-company-landing serves (its `partner-routes`): the coming-soon notices and the
 * campaign pages of its pages/ folder, read from the same files its build bundles.
 */
async function partnerPaths(): Promise<string[]> {
  const pages = await loadCampaignPageFiles(CAMPAIGN_PAGES_DIR);
  return [...campaigns.map((campaign) => campaign.path), ...pages.map(({ config }) => config.path)];
}

/** A minimal GET client on the api for the shell's own dynamic-route reader. */
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

/**
 * The shell's pages for its production server: the route table, the partner campaigns of
 * mf-company-landing, and the api's events, CMS pages, e-forms and jobs (spec 1 §2, §2.6).
 * When the api cannot be read, a path that could be a dynamic route counts as a page: a
 * passing api fault must not tell crawlers that real pages are gone.
 */
export function createShellPageIndex(apiUrl: string, now: () => number = Date.now): PageIndex {
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
  const campaignPathsRead = partnerPaths();

  return {
    async isPage(pathname) {
      const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      if (ROUTE_PATTERNS.some((pattern) => pathMatchesPattern(pattern, path))) return true;
      if ((await campaignPathsRead).includes(path)) return true;
      const data = await pageData();
      if (!data) return true;
      return matchDynamicRoute(path, data.dynamic) !== null;
    },
    async sitemapPaths() {
      const data = await pageData();
      const staticPaths = SITEMAP_GROUPS.flatMap(({ links }) => links.map(([, path]) => path)).filter((path) => !path.includes('?'));
      const fromApi = data?.sitemap
        ? [...data.sitemap.landingPages, ...data.sitemap.eventPages, ...data.sitemap.jobs].map((page) => page.path)
        : [];
      return [...new Set([...staticPaths, ...(await campaignPathsRead), ...fromApi])];
    },
  };
}
