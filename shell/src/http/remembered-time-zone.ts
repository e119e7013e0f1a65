import { userTimeZone } from '@klob/shared';
import type { StorageEntry } from '../auth/storage-entry';

/** What a zone read from storage must look like to go into a request header: an IANA name such as 'America/Port-au-Prince'. */
export function isTimeZoneName(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_+\-/]{1,64}$/.test(value);
}

/**
 * Issue 25: every api request sends the browser's IANA zone, and the first reading of it loads the browser's time zone
 * and locale data (25 ms on a laptop, about 100 with a phone's slower CPU), in the way of a signed-in page's first
 * requests. The zone read on an earlier visit is sent instead; it is read again whenever the page is hidden, a moment
 * nobody waits on, so a changed zone (a journey) is sent from then on. Nothing stored: it is read when first asked for.
 */
export function rememberedTimeZone(
  stored: StorageEntry<string>,
  readZone: () => string = userTimeZone,
  page: Pick<Document, 'addEventListener' | 'visibilityState'> = document,
): () => string {
  const readAndKeep = (): string => {
    const read = readZone();
    stored.write(read);
    return read;
  };
  let zone = stored.read();
  page.addEventListener('visibilitychange', () => {
    if (page.visibilityState === 'hidden') zone = readAndKeep();
  });
  return () => (zone ??= readAndKeep());
}
