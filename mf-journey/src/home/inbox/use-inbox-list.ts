import { useState } from 'react';
import { useServerData, useServices } from '@klob/shared';
import { INBOX_PAGE_LENGTH } from '@klob/shared/api-contract/inbox';
import { homeApi } from '../../api/home-api';
import type { InboxEntry, InboxListConfig } from './inbox-lists';

/** What the user changed since the first page arrived: later pages, read flags, the unread count. */
interface InboxChanges {
  /** The list and search these changes belong to; another key starts afresh. */
  key: string;
  more: InboxEntry[];
  next: { start: number; hasMore: boolean } | null;
  loadingMore: boolean;
  moreFailed: boolean;
  flags: Record<string, boolean>;
  totalUnread: number | null;
  readFailedId: string | null;
}

const fresh = (key: string): InboxChanges => ({
  key,
  more: [],
  next: null,
  loadingMore: false,
  moreFailed: false,
  flags: {},
  totalUnread: null,
  readFailedId: null,
});

/**
 * The inbox state of spec 1 §3 for one list: the loaded messages page by page, hasMore, the read
 * flags (itemChecked), the unread count and the search. Every saved read change emits `countersStale`
 * so the shell reads the header counters again.
 */
export function useInboxList(list: InboxListConfig, search: string) {
  const { http, bus } = useServices();
  const key = `home-inbox:${list.kind}:${search}`;
  const first = useServerData({
    key,
    load: (signal) =>
      homeApi.inboxPage<unknown>(
        http.service,
        list.listPath,
        { start: 0, length: INBOX_PAGE_LENGTH, ...(search ? { search } : {}) },
        { signal },
      ),
  });
  const [stored, setStored] = useState(() => fresh(key));
  const changes = stored.key === key ? stored : fresh(key);
  const update = (change: (current: InboxChanges) => Partial<InboxChanges>) =>
    setStored((previous) => {
      const current = previous.key === key ? previous : fresh(key);
      return { ...current, ...change(current) };
    });

  const firstPage = first.status === 'ready' ? first.data : null;
  const entries = firstPage
    ? [...firstPage.list.map(list.toEntry), ...changes.more].map((entry) =>
        entry.id in changes.flags ? { ...entry, isRead: changes.flags[entry.id]! } : entry,
      )
    : [];
  const hasMore = changes.next ? changes.next.hasMore : (firstPage?.hasMore ?? false);
  const nextStart = changes.next?.start ?? (firstPage ? firstPage.start + firstPage.list.length : 0);
  const totalUnread = changes.totalUnread ?? firstPage?.totalUnread ?? 0;

  const loadMore = () => {
    if (!hasMore || changes.loadingMore) return;
    update(() => ({ loadingMore: true, moreFailed: false }));
    homeApi
      .inboxPage<unknown>(http.service, list.listPath, { start: nextStart, length: INBOX_PAGE_LENGTH, ...(search ? { search } : {}) })
      .then(
        (page) =>
          update((current) => ({
            more: [...current.more, ...page.list.map(list.toEntry)],
            next: { start: page.start + page.list.length, hasMore: page.hasMore },
            loadingMore: false,
          })),
        (error: unknown) => {
          console.error(`[klob] ${list.kind} next page could not be loaded`, error);
          update(() => ({ loadingMore: false, moreFailed: true }));
        },
      );
  };

  const setFlag = (id: string, isRead: boolean) => update((current) => ({ flags: { ...current.flags, [id]: isRead } }));

  /** The read checkbox: shown at once, saved, undone and explained when the api refuses. */
  const setRead = async (id: string, isRead: boolean) => {
    setFlag(id, isRead);
    update(() => ({ readFailedId: null }));
    try {
      const result = await homeApi.setInboxRead(http.service, list.readPath, [id], isRead);
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
    const detail = list.toEntry(await homeApi.inboxDetail<unknown>(http.service, list.detailPath, entry.id));
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
    status: first.status,
    retry: first.status === 'failed' ? first.retry : undefined,
    entries,
    hasMore,
    loadingMore: changes.loadingMore,
    moreFailed: changes.moreFailed,
    totalUnread,
    readFailedId: changes.readFailedId,
    setRead,
    openDetail,
    loadMore,
  };
}
