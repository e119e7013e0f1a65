import { PUBLISHED_TEXTS_INDEX, type PublishedTextsIndex, type TranslationTree } from '@klob/shared/api-contract/locale';
import type { Language } from '@klob/shared/constants';

/** Published texts are read again after this long, as the api reads them (TEXTS_CACHE_MS): a republished text shows within it. */
export const PUBLISHED_TEXTS_TTL_MS = 5000;

/**
 * An app's published namespaces (its dist/locales, issue 23), read through `readFile` (a path relative to the app's
 * root, e.g. 'locales/id/search.json') and kept briefly; `.all(language)` reads every namespace the app publishes. A
 * namespace that cannot be read is left out: the renderer then uses the texts of its own build.
 */
export function publishedTextsReader(readFile: (relativePath: string) => Promise<string>, now = Date.now) {
  const cache = new Map<string, { at: number; json: Promise<unknown> }>();
  /** A published file's JSON, kept PUBLISHED_TEXTS_TTL_MS; null when it cannot be read. */
  const readKept = (relativePath: string): Promise<unknown> => {
    const known = cache.get(relativePath);
    if (known && now() - known.at < PUBLISHED_TEXTS_TTL_MS) return known.json;
    const json = readFile(relativePath).then(
      (text) => JSON.parse(text) as unknown,
      () => null,
    );
    cache.set(relativePath, { at: now(), json });
    return json;
  };
  const inLanguage = async (language: Language, namespaces: readonly string[]): Promise<Record<string, TranslationTree>> => {
    const read = await Promise.all(
      namespaces.map(
        async (namespace) => [namespace, (await readKept(`locales/${language}/${namespace}.json`)) as TranslationTree | null] as const,
      ),
    );
    return Object.fromEntries(read.filter((entry): entry is readonly [string, TranslationTree] => entry[1] !== null));
  };
  /** The namespaces the app publishes (its `locales/index.json`); none when the index cannot be read. */
  const publishedNamespaces = async (): Promise<string[]> => {
    const index = (await readKept(PUBLISHED_TEXTS_INDEX)) as Partial<PublishedTextsIndex> | null;
    return Array.isArray(index?.namespaces) ? index.namespaces.filter((namespace) => typeof namespace === 'string') : [];
  };
  return Object.assign(inLanguage, { all: async (language: Language) => inLanguage(language, await publishedNamespaces()) });
}
