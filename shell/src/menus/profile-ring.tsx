import { css } from '@emotion/react';
import { sharedReads, useServerData, useServices } from '@klob/shared';
import type { BusUser } from '@klob/shared';
import { colors } from '@klob/shared/ui';
import { useTranslation } from '@klob/shared/react-i18n';
import { PROFILE_RING_SIZE, PROFILE_RING_THICKNESS } from './profile-ring-size';

const ringStyle = css`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: ${PROFILE_RING_SIZE}px;
  height: ${PROFILE_RING_SIZE}px;
  flex: none;
  svg {
    position: absolute;
    inset: 0;
    transform: rotate(-90deg);
  }
  img,
  span {
    width: ${PROFILE_RING_SIZE - 2 * PROFILE_RING_THICKNESS - 4}px;
    height: ${PROFILE_RING_SIZE - 2 * PROFILE_RING_THICKNESS - 4}px;
    border-radius: 50%;
    object-fit: cover;
  }
  span {
    display: grid;
    place-items: center;
    background: ${colors.primaryDeep};
    color: ${colors.surface};
    font-weight: 700;
  }
`;

/**
 * The profile completion (progressSection.currentPercent, spec 2 §3, §7); null while unknown or when the call fails.
 * The header's ring, the side menu's, the extra bar and mf-journey's pages read it: one call, kept for the page.
 */
export function useProfilePercent(userId: string): number | null {
  const { http } = useServices();
  const strength = useServerData(sharedReads.profileStrength(http.service, userId));
  return strength.status === 'ready' ? (strength.data?.progressSection.currentPercent ?? null) : null;
}

/** The avatar with its completion ring: size 52, thickness 6 (S2-2-34, S3-2-02). */
export function ProfileRing({ user }: { user: BusUser }) {
  const { t } = useTranslation('shell');
  const percent = useProfilePercent(user.userId) ?? 0;
  const radius = (PROFILE_RING_SIZE - PROFILE_RING_THICKNESS) / 2;
  const circumference = 2 * Math.PI * radius;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.emailLogin;
  return (
    <span css={ringStyle} data-testid="profile-ring" data-percent={percent} title={t('profileMenu.completeness', { percent })}>
      <svg width={PROFILE_RING_SIZE} height={PROFILE_RING_SIZE} aria-hidden="true">
        <circle cx="50%" cy="50%" r={radius} fill="none" stroke={colors.border} strokeWidth={PROFILE_RING_THICKNESS} />
        <circle
          cx="50%"
          cy="50%"
          r={radius}
          fill="none"
          stroke={colors.success}
          strokeWidth={PROFILE_RING_THICKNESS}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
          strokeLinecap="round"
        />
      </svg>
      {user.profilePictureUrl ? (
        <img src={user.profilePictureUrl} alt={t('profileMenu.avatarAlt', { name })} />
      ) : (
        <span role="img" aria-label={t('profileMenu.avatarAlt', { name })}>
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
    </span>
  );
}
