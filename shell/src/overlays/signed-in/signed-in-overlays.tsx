import { css } from '@emotion/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, space } from '@klob/shared/ui';
import { useBusState } from '@klob/shared';
import { useProfilePercent } from '../../menus/profile-ring';
import { NotificationWidget } from './notification-widget';
import { OnboardingModal } from '../../onboarding/onboarding-modal';

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

/**
 * The signed-in overlays of spec 1 §2.9 (extra bar, notification widget); the page shell mounts them where the rules allow.
 * The event ad is the featured-event card of the side menu's column (layout/signed-in-parts.tsx).
 */
export default function SignedInOverlays() {
  const { user } = useBusState('auth');
  if (!user) return null;
  return (
    <>
      <ProfileExtraBar userId={user.userId} />
      <NotificationWidget />
      <OnboardingModal userId={user.userId} />
    </>
  );
}
