import { useEffect, useRef, useState } from 'react';
import { useServerPages, useServices } from '@klob/shared';
import { INBOX_PAGE_LENGTH, type InboxPage } from '@klob/shared/api-contract/inbox';
import type { InboxEntry, InboxListConfig } from './inbox-lists';
import { inboxApi } from './inbox-api';

/** What the user changed in the list shown: read flags and the unread count. */
interface InboxChanges {
  /** The list and search these changes belong to; another key starts afresh. */
  key: string;
  flags: Record<string, boolean>;
  totalUnread: number | null;
  readFailedId: string | null;
}

const fresh = (key: string): InboxChanges => ({ key, flags: {}, totalUnread: null, readFailedId: null });

/**
 * The inbox state of spec 1 §3 for one list: the loaded messages page by page, hasMore, the read
 * flags (itemChecked), the unread count and the search. Every saved read change emits `countersStale`
 * so the shell reads the header counters again. A change of list or search drops every answer
 * still on its way for the one before (pages and read flags alike).
 */
export function useInboxList(list: InboxListConfig, search: string) {
  const { http, bus } = useServices();
  const key = `home-inbox:${list.kind}:${search}`;
  const paged = useServerPages<InboxPage<unknown>>({
    key,
    loadPage: (previous, signal) =>
      inboxApi.inboxPage<unknown>(
        http.service,
        list.listPath,
        { start: previous ? previous.start + previous.list.length : 0, length: INBOX_PAGE_LENGTH, ...(search ? { search } : {}) },
        { signal },
      ),
    hasMore: (page) => page.hasMore,
  });
  const shownKey = useRef(key);
  useEffect(() => {
    shownKey.current = key;
  }, [key]);
  const [stored, setStored] = useState(() => fresh(key));
  const changes = stored.key === key ? stored : fresh(key);
  /** Applies a change to this key's list, unless the user has moved on to another list or search meanwhile. */
  const update = (change: (current: InboxChanges) => Partial<InboxChanges>) => {
    if (shownKey.current !== key) return;
    setStored((previous) => {
      const current = previous.key === key ? previous : fresh(key);
      return { ...current, ...change(current) };
    });
  };

  const ready = paged.status === 'ready' ? paged : null;
  const entries = (ready?.pages ?? []).flatMap((page) =>
    page.list.map(list.toEntry).map((entry) => (entry.id in changes.flags ? { ...entry, isRead: changes.flags[entry.id]! } : entry)),
  );
  const totalUnread = changes.totalUnread ?? ready?.pages[0]?.totalUnread ?? 0;

  const setFlag = (id: string, isRead: boolean) => update((current) => ({ flags: { ...current.flags, [id]: isRead } }));

  /** The read checkbox: shown at once, saved, undone and explained when the api refuses. */
  const setRead = async (id: string, isRead: boolean) => {
    setFlag(id, isRead);
    update(() => ({ readFailedId: null }));
    try {
      const result = await inboxApi.setInboxRead(http.service, list.readPath, [id], isRead);
      // The notification read call answers the unread count of news-info and calendar together: count this list's own.
      if (result.updated > 0) update((current) => ({ totalUnread: Math.max(0, (current.totalUnread ?? totalUnread) + (isRead ? -1 : 1)) }));
      bus.emit('countersStale', { counter: 'notifications' });
    } catch (error) {
      console.error(`[klob] ${list.kind} read flag not saved`, error);
      setFlag(id, !isRead);
      update(() => ({ readFailedId: id }));
    }
  };

  /** Opening a message reads its detail; the api marks it read. */
  const openDetail = async (entry: InboxEntry) => {
    const detail = list.toEntry(await inboxApi.inboxDetail<unknown>(http.service, list.detailPath, entry.id));
    if (!entry.isRead) {
      update((current) => ({
        flags: { ...current.flags, [entry.id]: true },
        totalUnread: Math.max(0, (current.totalUnread ?? totalUnread) - 1),
      }));
      bus.emit('countersStale', { counter: 'notifications' });
    }
    return detail;
  };

  return {
    status: paged.status,
    retry: paged.status === 'failed' ? paged.retry : undefined,
    entries,
    hasMore: ready?.hasMore ?? false,
    loadingMore: ready?.loadingMore ?? false,
    moreFailed: ready?.moreFailed ?? false,
    totalUnread,
    readFailedId: changes.readFailedId,
    setRead,
    openDetail,
    loadMore: ready?.loadMore ?? (() => undefined),
  };
}
