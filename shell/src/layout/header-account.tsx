import { css } from '@emotion/react';
import { Suspense } from 'react';
import { useTranslation } from '@klob/shared/react-i18n';
import { Link, useLocation } from 'react-router-dom';
import { colors, fontSizes, mediaMobile, radii, space } from '@klob/shared/ui';
import { useBusState } from '@klob/shared';
import { createShellStorage } from '../auth/shell-storage';
import { RegistrationChoiceLink } from '../pages/register/registration-choice-link';
import { loginTarget, loginUrlFor } from '../routes/login-target';
import { PROFILE_RING_SIZE } from '../menus/profile-ring-size';
import { SignedInHeader } from './signed-in-chunks';
import { useSignedInFrame } from './signed-in-frame';

/**
 * The signed-in part's box while its chunk loads: three 44 px menu toggles and the avatar toggle (the ring in the
 * dropdown toggle's padding), with the first name beside it from 769 px. Held, the header keeps its height and the
 * search box its place.
 */
const signedInPlaceholderStyle = css`
  flex: none;
  width: 200px;
  height: calc(${PROFILE_RING_SIZE}px + 2 * ${space(2)});
  @media (min-width: 769px) {
    width: 256px;
  }
`;

const accountStyle = css`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  font-size: ${fontSizes.sm};
  a {
    padding: ${space(2)} ${space(3)};
    border-radius: ${radii.md};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  a:first-of-type {
    border: 1px solid ${colors.primary};
    background: ${colors.surface};
    color: ${colors.primary};
  }
  a + a {
    border: 1px solid ${colors.primary};
    background: ${colors.primary};
    color: ${colors.surface};
  }
  ${mediaMobile} {
    a {
      padding: ${space(1)} ${space(2)};
    }
  }
`;

const SIGN_IN_PAGES = ['/login', '/daftar', '/verification', '/forgotpassword', '/'];

/** Guests: Login (with the §2.8 target, also stored under `from`) and Daftar; signed in: the icons, menus and avatar. */
export function HeaderAccount() {
  const { t } = useTranslation('shell');
  const { isAuthenticated } = useBusState('auth');
  const { pathname, search } = useLocation();
  const frame = useSignedInFrame();
  if (isAuthenticated) {
    const placeholder = <span css={signedInPlaceholderStyle} aria-hidden="true" data-testid="signed-in-header-placeholder" />;
    return frame ? (
      placeholder
    ) : (
      <Suspense fallback={placeholder}>
        <SignedInHeader />
      </Suspense>
    );
  }
  // spec 1 §2.8: the login link carries where the guest is (already on a sign-in page: nothing to carry).
  const onSignInPage = SIGN_IN_PAGES.includes(pathname);
  const target = loginTarget(pathname, search);
  return (
    <div css={accountStyle} data-testid="header-account">
      <Link
        to={onSignInPage ? '/login' : loginUrlFor(target)}
        onClick={() => {
          if (!onSignInPage) createShellStorage().from.write(target);
        }}
      >
        {t('header.login')}
      </Link>
      <RegistrationChoiceLink>{t('account.register')}</RegistrationChoiceLink>
    </div>
  );
}
