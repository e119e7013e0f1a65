import path from 'node:path';

/** Files whose name changes with their content: cached for a year. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** A file named by its content (`385.dc2113a400.js`): its bytes never change under that name. */
export const isHashedFile = (filePath: string): boolean => HASHED_FILE.test(path.basename(filePath));
/** Files that tell the browser which hashed files to load: always revalidated. */
const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'index.html']);

export const LONG_CACHE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** Published texts (dist/locales, issue 23): the api and browsers may reuse them a few seconds, so a redeploy shows at once. */
export const SHORT_CACHE = 'public, max-age=10';
const PUBLISHED_TEXTS = /(^|[\\/])locales[\\/]([\w-]+[\\/])?[\w-]+\.json$/;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_FILES.has(name) || /^remotes(\.[\w-]+)?\.json$/.test(name)) return NO_CACHE;
  if (HASHED_FILE.test(name)) return LONG_CACHE;
  if (PUBLISHED_TEXTS.test(filePath)) return SHORT_CACHE;
  return NO_CACHE;
}
