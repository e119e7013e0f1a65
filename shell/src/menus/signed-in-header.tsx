import { css } from '@emotion/react';
import { useEffect, type ReactNode } from 'react';
import { useServices } from '@klob/shared';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, mediaMobile, space } from '@klob/shared/ui';
import { useBusState } from '@klob/shared';
import { HeaderDropdown, toHeaderLinks } from '../layout/header-dropdown';
import { requestLogout } from '../logout-feedback/logout-request';
import { startHeaderCounters } from './header-counters';
import { useFollowProfileChanges } from './profile-changes';
import { HEADER_MENU_ITEMS, profilePath, unreadCountOf, type HeaderMenuItem, type UnreadCounts } from './header-menu-links';
import { ProfileRing } from './profile-ring';
import { useUnreadTitle } from '../overlays/signed-in/unread-title';

const itemsStyle = css`
  display: flex;
  align-items: center;
  gap: ${space(1)};
  ${mediaMobile} {
    gap: 0;
  }
  [data-name] {
    max-width: 14ch;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: 14px;
  }
  ${mediaMobile} {
    [data-name] {
      display: none;
    }
  }
  [data-logout] {
    width: 100%;
    text-align: left;
    border: 0;
    background: transparent;
    font: inherit;
    color: ${colors.danger};
    padding: ${space(2)} ${space(3)};
    cursor: pointer;
  }
`;

const iconStyle = css`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  svg {
    width: 24px;
    height: 24px;
  }
  [data-badge] {
    position: absolute;
    top: -6px;
    right: -8px;
    min-width: 18px;
    height: 18px;
    padding: 0 4px;
    border-radius: 9px;
    background: ${colors.danger};
    color: ${colors.surface};
    font-size: 11px;
    font-weight: 700;
    line-height: 18px;
    text-align: center;
  }
`;

const ICON_PATHS: Record<HeaderMenuItem['icon'], string> = {
  bell: 'M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z',
  speech: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Z',
  cart: 'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 2h2.2l2.6 11.2A2 2 0 0 0 9.75 15H18v-2H9.75l-.4-2H18.5l2.5-7H6.2L5.8 2.4 5.6 2H3Z',
};

/** A menu item's icon with its count badge (hidden at 0); the badge is also spoken. */
function IconWithBadge({ item, count }: { item: HeaderMenuItem; count: number }): ReactNode {
  return (
    <span css={iconStyle} data-testid={`badge-${item.type}`} data-count={count}>
      <svg viewBox="0 0 24 24" fill={colors.textMuted} aria-hidden="true">
        <path d={ICON_PATHS[item.icon]} />
      </svg>
      {count > 0 && <span data-badge>{count > 99 ? '99+' : count}</span>}
    </span>
  );
}

/**
 * The signed-in part of the header (spec 2 "Headers", S2-4-39): notifications, messages and cart
 * with their badges and menus, and the avatar with its completion ring, Profile and Logout. It
 * keeps the shell's counters on the bus fresh while mounted, and the avatar after a profile change.
 */
export default function SignedInHeader() {
  const { t } = useTranslation('shell');
  const services = useServices();
  const { user } = useBusState('auth');
  const notifications = useBusState('notificationCounters');
  const cartCount = useBusState('cartCount');
  const chat = useBusState('chatCounters');
  useEffect(() => startHeaderCounters(services), [services]);
  useFollowProfileChanges();
  useUnreadTitle();

  const counts: UnreadCounts = { ...notifications, chatUnread: chat.totalUnread, cartCount };
  return (
    <div css={itemsStyle} data-testid="header-account">
      {HEADER_MENU_ITEMS.map((item) => {
        const count = unreadCountOf(item, counts);
        return (
          <HeaderDropdown
            key={item.type}
            testId={`${item.type}-menu`}
            align="end"
            label={t(item.titleKey, { count })}
            toggle={<IconWithBadge item={item} count={count} />}
            links={toHeaderLinks(item.links, t)}
          />
        );
      })}
      {user && (
        <HeaderDropdown
          testId="profile-menu"
          align="end"
          label={t('profileMenu.label')}
          toggle={
            <>
              <ProfileRing user={user} />
              <span data-name>{user.firstName || user.emailLogin}</span>
            </>
          }
          links={[{ label: t('profileMenu.profile'), href: profilePath(user.userId) }]}
        >
          <button type="button" data-logout onClick={requestLogout}>
            {t('profileMenu.logout')}
          </button>
        </HeaderDropdown>
      )}
    </div>
  );
}

export { rememberHeaderCounters } from './remembered-counters';
