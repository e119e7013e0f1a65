import { css } from '@emotion/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useServerData, useServices } from '@klob/shared';
import type { Envelope } from '@klob/shared/api-contract/envelope';
import type { EventProject } from '@klob/shared/api-contract/platform';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, radii, shadows, space } from '@klob/shared/ui';
import { useBusState } from '@klob/shared';
import { useProfilePercent } from '../menus/profile-ring';
import { DYNAMIC_ROUTE_SOURCES } from '../routes/dynamic-routes';
import { NotificationWidget } from './notification-widget';
import { OnboardingModal } from '../onboarding/onboarding-modal';

const barStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(2)} clamp(16px, 4vw, 48px);
  background: ${colors.primaryDeep};
  color: ${colors.surface};
  font-size: 14px;
  a {
    color: ${colors.accent};
    font-weight: 700;
  }
  button {
    margin-left: auto;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
`;

const adStyle = css`
  position: fixed;
  left: 20px;
  bottom: 20px;
  z-index: 49;
  display: grid;
  gap: ${space(1)};
  width: min(300px, calc(100vw - 40px));
  padding: ${space(3)};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.popover};
  font-size: 14px;
  @media (max-width: 768px) {
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

/** The extra bar: a profile that is not complete yet gets a nudge to /profile-completeness. */
function ProfileExtraBar({ userId }: { userId: string }) {
  const { t } = useTranslation('shell');
  const percent = useProfilePercent(userId);
  const [closed, setClosed] = useState(false);
  if (closed || percent === null || percent >= 100) return null;
  return (
    <div css={barStyle} role="region" aria-label={t('overlays.extraBarLabel')} data-testid="extra-bar">
      <span>{t('overlays.profileIncomplete', { percent })}</span>
      <Link to="/profile-completeness">{t('overlays.completeProfile')}</Link>
      <button type="button" onClick={() => setClosed(true)} aria-label={t('overlays.close')}>
        {'✕'}
      </button>
    </div>
  );
}

/** The event ad: the next running event that has its own pages. */
function EventAd() {
  const { t } = useTranslation('shell');
  const { http } = useServices();
  const [closed, setClosed] = useState(false);
  const featured = useServerData({
    key: 'overlay-event-ad',
    keepForPage: true,
    load: async () => {
      const events = (await http.service.get<Envelope<EventProject[]>>(DYNAMIC_ROUTE_SOURCES.events)).result ?? [];
      const now = Date.now();
      return (
        events.find((candidate) => candidate.subdomain && candidate.eventType !== 'form' && Date.parse(candidate.endDate) >= now) ?? null
      );
    },
  });
  if (closed || featured.status !== 'ready' || !featured.data) return null;
  const event = featured.data;
  return (
    <aside css={adStyle} aria-label={t('overlays.eventAdLabel')} data-testid="event-ad">
      <strong>{event.name}</strong>
      <Link to={`/${event.subdomain}`}>{t('overlays.seeEvent')}</Link>
      <button type="button" onClick={() => setClosed(true)}>
        {t('overlays.close')}
      </button>
    </aside>
  );
}

/** The signed-in overlays of spec 1 §2.9 (extra bar, event ad, notification widget); the page shell mounts them where the rules allow. */
export default function SignedInOverlays() {
  const { user } = useBusState('auth');
  if (!user) return null;
  return (
    <>
      <ProfileExtraBar userId={user.userId} />
      <EventAd />
      <NotificationWidget />
      <OnboardingModal userId={user.userId} />
    </>
  );
}
