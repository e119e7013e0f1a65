import { useEffect } from 'react';
import { useTranslation } from '@klob/shared/react-i18n';
import { useBusState } from '@klob/shared';

const COUNT_PREFIX = /^\(\d+\) /;

/**
 * spec 1 §2.9: page titles show the unread notification count in brackets (S1-2.9-04), for signed-in
 * users with unread news, calendar, help or company messages. Pages set their own title; this adds
 * or removes the prefix whenever the title or the count changes.
 */
export function useUnreadTitle(): void {
  const { t } = useTranslation('shell');
  const { isAuthenticated } = useBusState('auth');
  const counters = useBusState('notificationCounters');
  const unread = isAuthenticated
    ? counters.newsInfoUnread + counters.calendarUnread + counters.helpMessageUnread + counters.corporateUnread
    : 0;
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(COUNT_PREFIX, '');
      const wanted = unread > 0 ? t('meta.titleWithUnread', { count: unread, title: base }) : base;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const head = document.querySelector('head');
    if (!head || typeof MutationObserver === 'undefined') return undefined;
    const observer = new MutationObserver(apply);
    observer.observe(head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [unread, t]);
}
