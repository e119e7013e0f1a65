import { css } from '@emotion/react';
import { DEFAULT_LANGUAGE, isLanguage, useServerData, useUnitProps } from '@klob/shared';
import type { EventProject } from '@klob/shared/api-contract/platform';
import { formatScheduleDateTime } from '@klob/shared/format';
import { useTranslation } from '@klob/shared/react-i18n';
import { bareListStyle, Button, colors, radii, space, Spinner } from '@klob/shared/ui';
import { fetchEventSessions } from './event-api';

const listStyle = css`
  display: grid;
  gap: ${space(3)};
  ${bareListStyle}
  li {
    padding: ${space(4)};
    border: 1px solid ${colors.border};
    border-left: 4px solid ${colors.primary};
    border-radius: ${radii.md};
  }
  h3 {
    margin: 0 0 ${space(1)};
  }
  p {
    margin: 0;
    color: ${colors.textMuted};
  }
`;

/** The webinar / class / opening-session tab (and the graduation ceremonies): the event's sessions from the api. */
export function EventSessions({ event }: { event: EventProject }) {
  const { t, i18n } = useTranslation('company-landing');
  const { services } = useUnitProps();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const subdomain = event.subdomain ?? '';
  const sessions = useServerData({
    key: `landing-event-sessions:${subdomain}`,
    load: (signal) => fetchEventSessions(services.http.service, subdomain, signal),
  });
  return (
    <section aria-labelledby="event-sessions">
      <h2 id="event-sessions">{event.name}</h2>
      <p>
        {t('event.schedule', {
          start: formatScheduleDateTime(event.startDate, language),
          end: formatScheduleDateTime(event.endDate, language),
        })}
      </p>
      {sessions.status === 'loading' && <Spinner label={t('event.loading')} />}
      {sessions.status === 'failed' && (
        <p role="alert">
          {t('event.failed')} <Button onClick={sessions.retry}>{t('vacancies.retry')}</Button>
        </p>
      )}
      {sessions.status === 'ready' && sessions.data.length === 0 && <p>{t('event.sessionsAnnounced')}</p>}
      {sessions.status === 'ready' && sessions.data.length > 0 && (
        <ol css={listStyle}>
          {sessions.data.map((session) => (
            <li key={session.sessionId} data-testid="event-session">
              <h3>{session.title}</h3>
              <p>{session.speaker}</p>
              <p>
                <time dateTime={session.startAt}>{formatScheduleDateTime(session.startAt, language)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
