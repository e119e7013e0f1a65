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
  const inLanguage = namespacesReader(readFile, now);
  const all = async (language: Language) => inLanguage(language, await publishedNamespaces(readFile));
  return Object.assign(inLanguage, { all });
}

/** The namespaces an app publishes (its `locales/index.json`); none when the index cannot be read. */
async function publishedNamespaces(readFile: (relativePath: string) => Promise<string>): Promise<string[]> {
  const index = await readFile(PUBLISHED_TEXTS_INDEX).then(
    (text) => JSON.parse(text) as Partial<PublishedTextsIndex>,
    () => null,
  );
  return Array.isArray(index?.namespaces) ? index.namespaces.filter((namespace) => typeof namespace === 'string') : [];
}

function namespacesReader(readFile: (relativePath: string) => Promise<string>, now: () => number) {
  const cache = new Map<string, { at: number; texts: Promise<TranslationTree | null> }>();
  const read = (language: Language, namespace: string): Promise<TranslationTree | null> => {
    const relativePath = `locales/${language}/${namespace}.json`;
    const known = cache.get(relativePath);
    if (known && now() - known.at < PUBLISHED_TEXTS_TTL_MS) return known.texts;
    const texts = readFile(relativePath).then(
      (text) => JSON.parse(text) as TranslationTree,
      () => null,
    );
    cache.set(relativePath, { at: now(), texts });
    return texts;
  };
  return async (language: Language, namespaces: readonly string[]): Promise<Record<string, TranslationTree>> => {
    const read_ = await Promise.all(namespaces.map(async (namespace) => [namespace, await read(language, namespace)] as const));
    return Object.fromEntries(read_.filter((entry): entry is readonly [string, TranslationTree] => entry[1] !== null));
  };
}
