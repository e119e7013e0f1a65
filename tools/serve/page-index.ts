/**
 * What the host's server knows about its pages (issue 16): which paths are real pages (200)
 * and which no route, campaign, event, CMS page or e-form claims (404, no soft 404s), and the
 * public pages sitemap.xml lists.
 */
export interface PageIndex {
  /** True when a route or a piece of server data claims the path. */
  isPage(pathname: string): Promise<boolean>;
  /** Absolute paths for sitemap.xml, without duplicates. */
  sitemapPaths(): Promise<string[]>;
}

/** A route-table pattern: `:name` takes one segment, a trailing `*` any rest. */
export function pathMatchesPattern(pattern: string, pathname: string): boolean {
  const patternSegments = pattern.split('/').filter(Boolean);
  const pathSegments = pathname.split('/').filter(Boolean);
  for (const [index, segment] of patternSegments.entries()) {
    if (segment === '*') return true;
    const actual = pathSegments[index];
    if (actual === undefined) return false;
    if (segment.startsWith(':')) continue;
    if (segment !== actual) return false;
  }
  return patternSegments.length === pathSegments.length;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** The sitemap protocol's urlset for an origin (https://host) and its paths. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((pagePath) => `  <url><loc>${escapeXml(`${origin}${pagePath}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Crawlers may read the public pages, not the signed-in area, the api or the status page. */
export const DISALLOWED_FOR_CRAWLERS = ['/home', '/rest/', '/locale/', '/identity/', '/status/', '/resume/', '/cv-'] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_FOR_CRAWLERS.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The origin a request was made to, as the crawler sees it (behind a proxy: its forwarded protocol). */
export function requestOrigin(headers: Record<string, string | string[] | undefined>, fallbackHost: string): string {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  const protocol = first(headers['x-forwarded-proto']) === 'https' ? 'https' : 'http';
  return `${protocol}://${first(headers.host) ?? fallbackHost}`;
}
