import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from '@klob/shared/react-i18n';
import { Link } from 'react-router-dom';
import { colors, radii, shadows, space } from '@klob/shared/ui';
import { useBusState } from '@klob/shared';

/** spec 1 §4.2, §9: the cookie `approved`, 30 days. */
export const COOKIE_NAME = 'approved';
export const COOKIE_DAYS = 30;

export const hasApprovedCookies = () => document.cookie.split('; ').includes(`${COOKIE_NAME}=true`);
export const approveCookies = () => {
  document.cookie = `${COOKIE_NAME}=true; max-age=${COOKIE_DAYS * 24 * 60 * 60}; path=/; SameSite=Lax`;
};

const noticeStyle = css`
  position: fixed;
  left: ${space(3)};
  right: ${space(3)};
  bottom: ${space(3)};
  z-index: 60;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  max-width: 760px;
  margin: 0 auto;
  padding: ${space(3)} ${space(4)};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.popover};
  p {
    flex: 1 1 260px;
    margin: 0;
    font-size: 14px;
  }
  button {
    padding: ${space(2)} ${space(4)};
    border: 0;
    border-radius: ${radii.md};
    background: ${colors.primary};
    color: ${colors.primaryText};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

/** The cookie notice (spec 1 §4.2): for visitors without `approved=true`; agreeing sets it for 30 days and hides it. */
export function CookieNotice() {
  const { t } = useTranslation('shell');
  const { isAuthenticated } = useBusState('auth');
  const [approved, setApproved] = useState(hasApprovedCookies);
  if (approved || isAuthenticated) return null;
  return (
    <section css={noticeStyle} aria-label={t('cookieNotice.label')} data-testid="cookie-notice">
      <p>
        {t('cookieNotice.text')} <Link to="/terms?tab=privacy">{t('cookieNotice.privacyLink')}</Link>
      </p>
      <button
        type="button"
        onClick={() => {
          approveCookies();
          setApproved(true);
        }}
      >
        {t('cookieNotice.agree')}
      </button>
    </section>
  );
}
