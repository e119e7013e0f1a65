import { css } from '@emotion/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors } from '@klob/shared/ui';
import { useBusState } from '@klob/shared';
import { useProfilePercent } from '../../menus/profile-ring';
import { NotificationWidget } from './notification-widget';
import { overlayCardStyle, overlayStackStyle } from './overlay-card-style';
import { OnboardingModal } from '../../onboarding/onboarding-modal';

const barStyle = css`
  background: ${colors.primaryDeep};
  color: ${colors.surface};
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
    <div css={[overlayCardStyle, barStyle]} role="region" aria-label={t('overlays.extraBarLabel')} data-testid="extra-bar">
      <span>{t('overlays.profileIncomplete', { percent })}</span>
      <Link to="/profile-completeness">{t('overlays.completeProfile')}</Link>
      <button type="button" onClick={() => setClosed(true)} aria-label={t('overlays.close')}>
        ×
      </button>
    </div>
  );
}

/**
 * The signed-in overlays of spec 1 §2.9 (extra bar, notification widget), floating over the page (`overlay-card-style.ts`);
 * the page shell mounts them where the rules allow.
 * The event ad is the featured-event card of the side menu's column (layout/signed-in-parts.tsx).
 */
export default function SignedInOverlays() {
  const { user } = useBusState('auth');
  if (!user) return null;
  return (
    <>
      <div css={overlayStackStyle}>
        <ProfileExtraBar userId={user.userId} />
        <NotificationWidget />
      </div>
      <OnboardingModal userId={user.userId} />
    </>
  );
}
