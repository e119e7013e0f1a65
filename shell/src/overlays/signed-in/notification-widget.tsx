import { css } from '@emotion/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBusState } from '@klob/shared';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors } from '@klob/shared/ui';
import { overlayCardStyle } from './overlay-card-style';

/** sessionStorage: the unread count the user closed the widget at; it shows again only when more arrive. */
export const NOTIFICATION_WIDGET_SEEN_KEY = 'notificationWidgetSeen';

const widgetStyle = css`
  background: ${colors.surface};
  border-left: 4px solid ${colors.accent};
  a {
    color: ${colors.primary};
    font-weight: 700;
  }
  button {
    margin-left: auto;
    border: 0;
    background: transparent;
    font: inherit;
    color: ${colors.textMuted};
    cursor: pointer;
  }
`;

function seenCount(): number {
  const stored = Number(window.sessionStorage.getItem(NOTIFICATION_WIDGET_SEEN_KEY));
  return Number.isFinite(stored) ? stored : 0;
}

/**
 * The header notification widget (spec 1 §2.9; its content is not described): tells a signed-in user about
 * unread news-info and calendar notifications, with a way to each list. Closing it keeps it closed for the tab
 * until more notifications arrive.
 */
export function NotificationWidget() {
  const { t } = useTranslation('shell');
  const { newsInfoUnread, calendarUnread } = useBusState('notificationCounters');
  const [seen, setSeen] = useState(seenCount);
  const unread = newsInfoUnread + calendarUnread;
  if (unread <= seen) return null;
  const close = () => {
    window.sessionStorage.setItem(NOTIFICATION_WIDGET_SEEN_KEY, String(unread));
    setSeen(unread);
  };
  return (
    <aside css={[overlayCardStyle, widgetStyle]} aria-label={t('overlays.notificationWidgetLabel')} data-testid="notification-widget">
      <strong>{t('overlays.unreadNotifications', { count: unread })}</strong>
      {newsInfoUnread > 0 && (
        <Link to="/home/notification/news-info" onClick={close}>
          {t('overlays.newsInfoUnread', { count: newsInfoUnread })}
        </Link>
      )}
      {calendarUnread > 0 && (
        <Link to="/home/notification/calendar" onClick={close}>
          {t('overlays.calendarUnread', { count: calendarUnread })}
        </Link>
      )}
      <button type="button" onClick={close} aria-label={t('overlays.close')}>
        ×
      </button>
    </aside>
  );
}
