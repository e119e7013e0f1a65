import { css } from '@emotion/react';
import { useServices } from '@klob/shared';
import { ACTIVITY_PATHS } from '@klob/shared/api-contract/platform';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, mediaDesktop, mediaMobile, radii, space } from '@klob/shared/ui';
import { NavLink } from 'react-router-dom';
import { useBusState } from '@klob/shared';
import { userDataOf } from '../auth/session-registry';
import { requestLogout } from '../logout-feedback/logout-request';
import { profilePath } from './header-menu-links';
import { ProfileRing } from './profile-ring';
import { adminCorporateOf, adminLoginActivity, canOpenHiringPortal, employersCompanyListUrl, HIRING_PORTAL_URL } from './side-menu-links';

const sideMenuStyle = css`
  display: none;
  ${mediaDesktop} {
    /* Placed by the side column it stands in (layout/signed-in-parts.tsx). */
    display: flex;
    flex-direction: column;
    gap: ${space(1)};
    padding: ${space(3)};
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: ${radii.lg};
  }
  a,
  button {
    display: flex;
    align-items: center;
    gap: ${space(2)};
    padding: ${space(2)} ${space(3)};
    border: 0;
    border-radius: ${radii.md};
    background: transparent;
    font: inherit;
    text-align: left;
    color: ${colors.text};
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  a[aria-current='page'] {
    background: ${colors.surfaceMuted};
    color: ${colors.primary};
  }
  button {
    color: ${colors.danger};
  }
`;

const bottomBarStyle = css`
  display: none;
  ${mediaMobile} {
    display: flex;
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 45;
    height: 60px;
    background: ${colors.surface};
    border-top: 1px solid ${colors.border};
    a {
      flex: 1;
      display: grid;
      place-items: center;
      font-size: 13px;
      font-weight: 600;
      color: ${colors.textMuted};
      text-decoration: none;
    }
    a[aria-current='page'] {
      color: ${colors.primary};
    }
  }
`;

/**
 * The signed-in navigation of spec 3 §2: the side menu on desktop (Kloboard, vacancies, own profile
 * with its ring, the corporate and hiring-portal links for company admins, logout with confirmation)
 * and the bottom bar on 768 px or less (Kloboard, company for corporate users, vacancies, profile).
 */
export default function SignedInNavigation() {
  const { t } = useTranslation('shell');
  const services = useServices();
  const { user } = useBusState('auth');
  if (!user) return null;
  const data = userDataOf(services);
  const corporate = adminCorporateOf(data);
  const logAdminLogin = () => {
    if (!corporate) return;
    services.http.service
      .post(ACTIVITY_PATHS.action, undefined, { params: adminLoginActivity(corporate.corporateId, user.userId) })
      .catch((error: unknown) => console.warn('[klob] the admin-login activity could not be logged', error));
  };
  const corporateLink = corporate && (
    <a href={employersCompanyListUrl(corporate.corporateId)} target="_blank" rel="noopener noreferrer" onClick={logAdminLogin}>
      {t('sideMenu.company')}
    </a>
  );
  return (
    <>
      <nav css={sideMenuStyle} aria-label={t('sideMenu.label')} data-testid="side-menu">
        <NavLink to="/home/kloboard">{t('sideMenu.kloboard')}</NavLink>
        <NavLink to="/jobs">{t('sideMenu.vacancies')}</NavLink>
        <NavLink to={profilePath(user.userId)}>
          <ProfileRing user={user} />
          {t('sideMenu.profile')}
        </NavLink>
        {corporateLink}
        {corporate && canOpenHiringPortal(data) && (
          <a href={HIRING_PORTAL_URL} target="_blank" rel="noopener noreferrer">
            {t('sideMenu.hiringPortal')}
          </a>
        )}
        <button type="button" onClick={requestLogout}>
          {t('sideMenu.logout')}
        </button>
      </nav>
      <nav css={bottomBarStyle} aria-label={t('bottomBar.label')} data-testid="bottom-bar">
        <NavLink to="/home/kloboard">{t('bottomBar.kloboard')}</NavLink>
        {corporate && (
          <a href={employersCompanyListUrl(corporate.corporateId)} target="_blank" rel="noopener noreferrer" onClick={logAdminLogin}>
            {t('bottomBar.company')}
          </a>
        )}
        <NavLink to="/jobs">{t('bottomBar.vacancies')}</NavLink>
        <NavLink to={profilePath(user.userId)}>{t('bottomBar.profile')}</NavLink>
      </nav>
    </>
  );
}
