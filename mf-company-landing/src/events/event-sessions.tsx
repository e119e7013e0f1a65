import { DEFAULT_LANGUAGE, isLanguage } from '@klob/shared';
import type { EventProject } from '@klob/shared/api-contract/platform';
import { formatScheduleDateTime } from '@klob/shared/format';
import { useTranslation } from '@klob/shared/react-i18n';

/** The webinar / class / opening-session tab: the event's schedule (the api lists no separate sessions yet). */
export function EventSessions({ event }: { event: EventProject }) {
  const { t, i18n } = useTranslation('company-landing');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <section aria-labelledby="event-sessions">
      <h2 id="event-sessions">{event.name}</h2>
      <p>
        {t('event.schedule', {
          start: formatScheduleDateTime(event.startDate, language),
          end: formatScheduleDateTime(event.endDate, language),
        })}
      </p>
      <p>{t('event.sessionsAnnounced')}</p>
    </section>
  );
}
