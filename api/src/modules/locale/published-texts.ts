import {
  PUBLISHED_TEXTS_INDEX,
  publishedTextsFile,
  type LocaleNamespace,
  type PublishedTextsIndex,
  type TranslationTree,
} from '@klob/shared/api-contract/locale';
import type { Language } from '@klob/shared/constants';

/** What the api knows of one namespace in one language. */
export type TextsLookup =
  | { kind: 'found'; texts: TranslationTree }
  /** Every origin answered, and none publishes it. */
  | { kind: 'unknown' }
  /** It could not be read and no earlier copy is kept: why, for the 503. */
  | { kind: 'unavailable'; reason: string };

export interface PublishedTextsOptions {
  /** The deployed apps' origins (TEXT_ORIGINS), each serving `locales/index.json` and `locales/{language}/{namespace}.json`. */
  origins: readonly string[];
  /** How long a file read from an origin is used before it is read again (TEXTS_CACHE_MS). */
  cacheMs: number;
  /** How long one read may take before the origin counts as down. */
  timeoutMs?: number;
  now?: () => number;
}

/** A published file is a small tree; anything larger is not texts. */
const MAX_FILE_BYTES = 1024 * 1024;
const MAX_DEPTH = 8;
const DEFAULT_TIMEOUT_MS = 2000;

interface CachedFile<T> {
  value?: T;
  /** When it was last read, well or not; 0: never. */
  readAt: number;
  error?: string;
  reading?: Promise<void>;
}

function isTranslationTree(value: unknown, depth = 0): value is TranslationTree {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((child) => typeof child === 'string' || isTranslationTree(child, depth + 1));
}

function isPublishedTextsIndex(value: unknown): value is PublishedTextsIndex {
  const index = value as Partial<PublishedTextsIndex> | null;
  return (
    typeof index === 'object' &&
    index !== null &&
    Array.isArray(index.namespaces) &&
    index.namespaces.every((namespace) => typeof namespace === 'string')
  );
}

async function readJson(url: URL, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  if (!response.ok) throw new Error(`answered HTTP ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_FILE_BYTES) throw new Error(`answered more than ${MAX_FILE_BYTES} bytes`);
  return JSON.parse(text) as unknown;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The texts the deployed apps published (issue 23), read from their origins at run time: each origin's
 * `locales/index.json` says which namespaces it publishes, and each namespace file is read from the origin
 * that publishes it. Every file is reused for `cacheMs`, so a redeployed text shows within a few seconds;
 * when an origin is down, the last good copy stays in use.
 */
export function createPublishedTexts({ origins, cacheMs, timeoutMs = DEFAULT_TIMEOUT_MS, now = Date.now }: PublishedTextsOptions) {
  const cache = new Map<string, CachedFile<unknown>>();

  /** The file, read again once its copy is older than cacheMs; one read at a time per file. */
  async function cachedRead<T>(origin: string, file: string, accept: (value: unknown) => value is T): Promise<CachedFile<T>> {
    const url = new URL(file, origin.endsWith('/') ? origin : `${origin}/`);
    const key = url.href;
    const entry = (cache.get(key) ?? { readAt: 0 }) as CachedFile<T>;
    cache.set(key, entry);
    if (entry.readAt > 0 && now() - entry.readAt < cacheMs) return entry;
    entry.reading ??= readJson(url, timeoutMs)
      .then((value) => {
        if (!accept(value)) throw new Error('is not a published texts file');
        entry.value = value;
        entry.error = undefined;
      })
      .catch((error: unknown) => {
        entry.error = `${key} ${reasonOf(error)}`;
      })
      .finally(() => {
        entry.readAt = now();
        entry.reading = undefined;
      });
    await entry.reading;
    return entry;
  }

  async function lookup(language: Language, namespace: LocaleNamespace): Promise<TextsLookup> {
    if (origins.length === 0) return { kind: 'unavailable', reason: 'no text origin is configured (TEXT_ORIGINS)' };
    const indexes = await Promise.all(origins.map((origin) => cachedRead(origin, PUBLISHED_TEXTS_INDEX, isPublishedTextsIndex)));
    // The first origin, in the configured order, that publishes the namespace serves it.
    const owner = origins.find((_origin, at) => indexes[at]!.value?.namespaces.includes(namespace));
    if (owner === undefined) {
      const unread = indexes.filter((index) => index.value === undefined).map((index) => index.error);
      return unread.length === 0 ? { kind: 'unknown' } : { kind: 'unavailable', reason: `texts could not be read: ${unread.join('; ')}` };
    }
    const file = await cachedRead(owner, publishedTextsFile(language, namespace), isTranslationTree);
    if (file.value !== undefined) return { kind: 'found', texts: file.value };
    return { kind: 'unavailable', reason: `texts could not be read: ${file.error}` };
  }

  return { lookup };
}

export type PublishedTextsReader = ReturnType<typeof createPublishedTexts>;
