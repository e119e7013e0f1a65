import { css } from '@emotion/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { sharedReads, useServerData, useServices } from '@klob/shared';
import type { EventProject } from '@klob/shared/api-contract/platform';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, mediaMobile, radii, space } from '@klob/shared/ui';
import { featuredEventDismissals } from './dismissed-featured-events';

/** A card in the side menu's column, under the menu: it covers no page text (issue 21). */
const cardStyle = css`
  display: grid;
  gap: ${space(1)};
  padding: ${space(3)};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  font-size: 14px;
  overflow-wrap: anywhere;
  ${mediaMobile} {
    display: none;
  }
  button {
    justify-self: end;
    border: 0;
    background: transparent;
    font: inherit;
    color: ${colors.textMuted};
    cursor: pointer;
  }
`;

/** spec 1 §2.9: the next running event that has its own pages. */
function nextRunningEvent(events: readonly EventProject[], now: number): EventProject | null {
  return events.find((candidate) => candidate.subdomain && candidate.eventType !== 'form' && Date.parse(candidate.endDate) >= now) ?? null;
}

/** The featured-event card (spec 1 §2.9 event ad); 'Tutup' closes it for that event for good. */
export function FeaturedEventCard() {
  const { t } = useTranslation('shell');
  const { http } = useServices();
  const [dismissals] = useState(featuredEventDismissals);
  const [closedNow, setClosedNow] = useState<string | null>(null);
  const [shownAt] = useState(Date.now);
  const events = useServerData(sharedReads.eventProjects(http.service));
  const event = events.status === 'ready' ? nextRunningEvent(events.data, shownAt) : null;
  if (!event) return null;
  if (closedNow === event.eventId || dismissals.isClosed(event.eventId)) return null;
  return (
    <aside css={cardStyle} aria-label={t('overlays.eventAdLabel')} data-testid="event-ad">
      <strong>{event.name}</strong>
      <Link to={`/${event.subdomain}`}>{t('overlays.seeEvent')}</Link>
      <button
        type="button"
        onClick={() => {
          dismissals.close(event.eventId);
          setClosedNow(event.eventId);
        }}
      >
        {t('overlays.close')}
      </button>
    </aside>
  );
}
