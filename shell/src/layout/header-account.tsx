import { css } from '@emotion/react';
import { useTranslation } from '@klob/shared/react-i18n';
import { Link, useLocation } from 'react-router-dom';
import { colors, fontSizes, radii, space } from '@klob/shared/ui';
import { useBusState } from '../app/use-bus-state';
import { useServices } from '@klob/shared';
import { RegistrationChoiceLink } from '../pages/register/registration-choice-link';
import { loginTarget, loginUrlFor } from '../routes/login-target';

const accountStyle = css`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  font-size: ${fontSizes.sm};
  a,
  button {
    padding: ${space(2)} ${space(3)};
    border-radius: ${radii.md};
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
    white-space: nowrap;
  }
  a:first-of-type,
  button {
    border: 1px solid ${colors.primary};
    background: ${colors.surface};
    color: ${colors.primary};
  }
  a + a {
    border: 1px solid ${colors.primary};
    background: ${colors.primary};
    color: ${colors.surface};
  }
  span {
    max-width: 16ch;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** Sign-in and registration for a guest; the user's name and sign-out when signed in (the bus `auth` channel). */
export function HeaderAccount() {
  const { t } = useTranslation('shell');
  const { isAuthenticated, user } = useBusState('auth');
  const { bus } = useServices();
  const { pathname, search } = useLocation();
  if (isAuthenticated) {
    const name = user?.firstName || user?.emailLogin || '';
    return (
      <div css={accountStyle} data-testid="header-account">
        <span>{t('account.greeting', { name })}</span>
        <button type="button" onClick={() => bus.emit('logoutRequested', { reason: 'user' })}>
          {t('profileMenu.logout')}
        </button>
      </div>
    );
  }
  // spec 1 §2.8: the login link carries where the guest is (already on a sign-in page: nothing to carry).
  const onSignInPage = ['/login', '/daftar', '/verification', '/forgotpassword', '/'].includes(pathname);
  return (
    <div css={accountStyle} data-testid="header-account">
      <Link to={onSignInPage ? '/login' : loginUrlFor(loginTarget(pathname, search))}>{t('header.login')}</Link>
      <RegistrationChoiceLink>{t('account.register')}</RegistrationChoiceLink>
    </div>
  );
}
