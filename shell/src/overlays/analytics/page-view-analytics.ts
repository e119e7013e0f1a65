import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '@klob/shared';
import { ACTIVITY_PATHS, type PageViewRequest } from '@klob/shared/api-contract/platform';
import { whenBrowserIdle } from '../../app/yield-to-browser';

/**
 * Page-view analytics (spec 1 §2.9, S1-2.9-26): one call per route change, best effort (a failure is only logged), sent
 * once the browser is idle so it never delays the page it counts (issue 25).
 */
export function usePageViewAnalytics(): void {
  const { http, bus } = useServices();
  const { pathname, search } = useLocation();
  const previous = useRef<string | undefined>(undefined);
  const path = `${pathname}${search}`;
  useEffect(() => {
    const body: PageViewRequest = { path, language: bus.getState('language'), ...(previous.current ? { referrer: previous.current } : {}) };
    previous.current = path;
    whenBrowserIdle(() => {
      http.service.post(ACTIVITY_PATHS.pageView, body).catch((error: unknown) => console.warn('[klob] page view not sent', error));
    });
  }, [path, http.service, bus]);
}
