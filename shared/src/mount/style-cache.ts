import createCache, { type EmotionCache } from '@emotion/cache';

const caches = new Map<string, EmotionCache>();

/** The emotion key of a part: its name in lower case with hyphens ('mf_chat' -> 'mf-chat'), as emotion requires. */
export const styleKeyOf = (part: string): string => part.toLowerCase().replace(/[^a-z]+/g, '-');

/**
 * The emotion cache of one part of the page, made once: every class a remote's units
 * generate starts with its key ('mf-chat-1x2y3z'), so two remotes' classes cannot collide,
 * whatever versions of their styles are deployed. The part is the writer the shell scoped
 * the unit's bus to. Global styles come from the shell only (lint refuses `Global` in a remote).
 */
export function styleCacheOf(part: string): EmotionCache {
  const key = styleKeyOf(part);
  let cache = caches.get(key);
  if (!cache) {
    cache = createCache({ key });
    caches.set(key, cache);
  }
  return cache;
}
