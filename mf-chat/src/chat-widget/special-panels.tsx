import { useTranslation } from '@klob/shared/react-i18n';
import { formatScheduleDateTime } from '@klob/shared/format';
import { CHAT_WEEKDAYS } from '@klob/shared/constants';
import { isLanguage } from '@klob/shared';
import type { ChatCorporateStatusResult } from '@klob/shared/api-contract/chat';
import type { ChatController, ChatPanel } from './chat-controller';
import { CHAT_NAMESPACE } from './chat-namespace';
import { centeredStyle, connectionLostStyle, overlayStyle, scheduleStyle } from './chat-widget.styles';

/** S2-4-06..12: the schedule-offline panel: the week in HH:mm WIB, the offline ranges, the next offline time, continue sending. */
function ScheduleOfflinePanel({ status, controller }: { status: ChatCorporateStatusResult; controller: ChatController }) {
  const { t, i18n } = useTranslation(CHAT_NAMESPACE);
  const language = isLanguage(i18n.language) ? i18n.language : 'id';
  const [next] = status.nextOffline;
  return (
    <section css={scheduleStyle} data-testid="chat-schedule-offline" aria-labelledby="chat-offline-title">
      <h3 id="chat-offline-title">{t('schedule.offlineTitle')}</h3>
      <p>{t('schedule.offlineDescription')}</p>
      <table>
        <caption>{t('schedule.operatingHours')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('schedule.day')}</th>
            <th scope="col">{t('schedule.hours')}</th>
          </tr>
        </thead>
        <tbody>
          {CHAT_WEEKDAYS.map((day) => {
            const entry = status.chatSchedule.find((candidate) => candidate.day === day);
            return (
              <tr key={day}>
                <th scope="row">{t(`schedule.weekdays.${day.toLowerCase()}`)}</th>
                <td>{entry ? t('schedule.timeRange', { start: entry.start, end: entry.end }) : t('schedule.closed')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {status.nextOffline.length > 0 && (
        <>
          <h4>{t('schedule.offlineDates')}</h4>
          <ul data-testid="chat-offline-ranges">
            {status.nextOffline.map((range) => (
              <li key={`${range.startDate}-${range.endDate}`}>
                {t('schedule.dateRange', {
                  start: formatScheduleDateTime(range.startDate, language),
                  end: formatScheduleDateTime(range.endDate, language),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {next && (
        <p data-testid="chat-next-offline">{t('schedule.nextOffline', { date: formatScheduleDateTime(next.startDate, language) })}</p>
      )}
      <button type="button" onClick={() => controller.continueSending()}>
        {t('schedule.continueSending')}
      </button>
    </section>
  );
}

/** S2-2-05, S2-4-13, S2-4-14: the special panel in place of the conversation. */
export function SpecialPanel({ panel, controller }: { panel: ChatPanel; controller: ChatController }) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  if (panel.kind === 'offline') return <ScheduleOfflinePanel status={panel.status} controller={controller} />;
  if (panel.kind === 'noFeature')
    return (
      <section css={centeredStyle} data-testid="chat-no-feature">
        <h3>{t('noFeature.title')}</h3>
        <p>{t('noFeature.description')}</p>
      </section>
    );
  return (
    <section css={centeredStyle} data-testid="chat-unknown-status" role="alert">
      <p>{t('noFeature.message')}</p>
    </section>
  );
}

/** S2-2-05, S2-4-30: the connection-lost panel while socket.io reconnects every 5000 ms. */
export function ConnectionLostPanel() {
  const { t } = useTranslation(CHAT_NAMESPACE);
  return (
    <section css={connectionLostStyle} data-testid="chat-connection-lost" role="status">
      <h3>{t('connection.lostTitle')}</h3>
      <p>{t('connection.lostDescription')}</p>
    </section>
  );
}

/** S2-4-31, S2-8-06, S2-8-07: the browser is offline while the chat is open. */
export function OfflineOverlay() {
  const { t } = useTranslation(CHAT_NAMESPACE);
  return (
    <section css={overlayStyle} data-testid="chat-offline-overlay" role="alert">
      <h3>{t('connection.offlineTitle')}</h3>
      <p>{t('connection.offlineAdvice')}</p>
    </section>
  );
}
