import { booleanEntry, type KeyValueStorage } from '../auth/storage-entry';

/** One local storage key per closed event: `featuredEventClosed:{eventId}` = 'true'. */
export const FEATURED_EVENT_CLOSED_KEY_PREFIX = 'featuredEventClosed:';

export interface FeaturedEventDismissals {
  isClosed(eventId: string): boolean;
  close(eventId: string): void;
}

/**
 * 'Tutup' on the featured-event card is remembered per event (issue 21): that event's card stays
 * closed on every later page load, while a new featured event shows its card.
 */
export function featuredEventDismissals(storage: KeyValueStorage = window.localStorage): FeaturedEventDismissals {
  const entryOf = (eventId: string) => booleanEntry(storage, `${FEATURED_EVENT_CLOSED_KEY_PREFIX}${eventId}`);
  return {
    isClosed: (eventId) => entryOf(eventId).read() === true,
    close: (eventId) => entryOf(eventId).write(true),
  };
}
