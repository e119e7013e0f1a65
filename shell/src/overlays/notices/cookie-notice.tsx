import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from '@klob/shared/react-i18n';
import { Link } from 'react-router-dom';
import { Button, colors } from '@klob/shared/ui';
import { useBusState } from '@klob/shared';
import { cookieOf } from '@klob/shared/first-screen/contract';
import { useCookieHeader } from '../../app/request-cookies';
import { noticeBarStyle } from './notice-bar-style';

/** spec 1 §4.2, §9: the cookie `approved`, 30 days. */
export const COOKIE_NAME = 'approved';
export const COOKIE_DAYS = 30;

export const hasApprovedCookies = (cookies = document.cookie) => cookieOf(cookies, COOKIE_NAME) === 'true';
export const approveCookies = () => {
  document.cookie = `${COOKIE_NAME}=true; max-age=${COOKIE_DAYS * 24 * 60 * 60}; path=/; SameSite=Lax`;
};

/**
 * A compact bar at the top of the page, in its flow (issue 21): it pushes the page down by its own
 * height instead of floating over the landing's cards, and scrolls away with the page.
 */
const noticeStyle = css`
  justify-content: center;
  background: ${colors.surfaceMuted};
  font-size: 13px;
  p {
    margin: 0;
    text-align: center;
  }
`;

/** The cookie notice (spec 1 §4.2): for visitors without `approved=true`; agreeing sets it for 30 days and hides it. */
export function CookieNotice() {
  const { t } = useTranslation('shell');
  const { isAuthenticated } = useBusState('auth');
  const cookieHeader = useCookieHeader();
  // The server reads the request's cookies, so a visitor who has not agreed gets the notice in the first HTML, in place.
  const [approved, setApproved] = useState(() => hasApprovedCookies(cookieHeader()));
  if (approved || isAuthenticated) return null;
  return (
    <section css={[noticeBarStyle, noticeStyle]} aria-label={t('cookieNotice.label')} data-testid="cookie-notice">
      <p>
        {t('cookieNotice.text')} <Link to="/terms?tab=privacy">{t('cookieNotice.privacyLink')}</Link>
      </p>
      <Button
        size="sm"
        onClick={() => {
          approveCookies();
          setApproved(true);
        }}
      >
        {t('cookieNotice.agree')}
      </Button>
    </section>
  );
}
