import { useEffect, useRef, useState } from 'react';
import { useServerData } from './use-server-data';

export interface ServerPagesRequest<Page> {
  /** Names the list, e.g. 'home-inbox:news-info:gaji': a new key starts again from the first page. */
  key: string;
  /** Loads the first page (`previous` null) or the page after `previous`; the signal aborts when the key changes or on unmount. */
  loadPage(previous: Page | null, signal: AbortSignal): Promise<Page>;
  /** Whether another page follows `page`. */
  hasMore(page: Page): boolean;
}

/** A paged list: loading, failed (with a retry) or ready with the pages loaded so far and a way to load the next. */
export type ServerPages<Page> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry(): void }
  | { status: 'ready'; pages: Page[]; hasMore: boolean; loadingMore: boolean; moreFailed: boolean; loadMore(): void };

interface LaterPages<Page> {
  key: string;
  pages: Page[];
  loading: boolean;
  failed: boolean;
}

const none = <Page>(key: string): LaterPages<Page> => ({ key, pages: [], loading: false, failed: false });

/**
 * A list read page by page (load more, endless scroll). The first page is `useServerData`; each
 * later page belongs to the key it was asked for: a new key aborts the page in flight, and an
 * answer for an earlier key is dropped, so a late answer never mixes into the list shown now.
 */
export function useServerPages<Page>({ key, loadPage, hasMore }: ServerPagesRequest<Page>): ServerPages<Page> {
  const first = useServerData({ key, load: (signal) => loadPage(null, signal) });
  const [later, setLater] = useState<LaterPages<Page>>(() => none(key));
  const inFlight = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      inFlight.current?.abort();
      inFlight.current = null;
    },
    [key],
  );

  if (first.status !== 'ready') return first;
  const current = later.key === key ? later : none<Page>(key);
  const pages = [first.data, ...current.pages];
  const last = pages[pages.length - 1]!;
  const more = hasMore(last);

  const loadMore = () => {
    if (!more || inFlight.current) return;
    const controller = new AbortController();
    inFlight.current = controller;
    const settle = (change: (mine: LaterPages<Page>) => Partial<LaterPages<Page>>) => {
      if (controller.signal.aborted) return;
      setLater((previous) => {
        const mine = previous.key === key ? previous : none<Page>(key);
        return { ...mine, ...change(mine) };
      });
    };
    settle(() => ({ loading: true, failed: false }));
    loadPage(last, controller.signal).then(
      (page) => {
        settle((mine) => ({ pages: [...mine.pages, page], loading: false }));
        if (inFlight.current === controller) inFlight.current = null;
      },
      (error: unknown) => {
        if (inFlight.current === controller) inFlight.current = null;
        if (controller.signal.aborted) return;
        console.error(`[klob] ${key} next page could not be loaded`, error);
        settle(() => ({ loading: false, failed: true }));
      },
    );
  };

  return { status: 'ready', pages, hasMore: more, loadingMore: current.loading, moreFailed: current.failed, loadMore };
}
