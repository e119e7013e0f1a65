import { css } from '@emotion/react';
import { colors } from '@klob/shared/ui';
import { Link } from 'react-router-dom';
import { HeaderAccount } from './header-account';
import { useTranslation } from '@klob/shared/react-i18n';
import { PRODUCT_NAME } from '@klob/shared/constants';
import { LanguageSwitch } from './language-switch';
import { HeaderSearchSlot } from './header-search-slot';

const headerStyle = css`
  position: sticky;
  top: 0;
  z-index: 40;
  display: flex;
  align-items: center;
  gap: 24px;
  padding: 12px clamp(16px, 4vw, 48px);
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
  nav {
    display: flex;
    gap: 20px;
    flex: 1;
  }
  nav a {
    color: ${colors.text};
    text-decoration: none;
    font-weight: 500;
  }
  nav a:hover {
    color: ${colors.primary};
  }
  @media (max-width: 768px) {
    nav {
      display: none;
    }
  }
`;

const logoStyle = css`
  font-size: 24px;
  font-weight: 800;
  letter-spacing: -0.5px;
  color: ${colors.primary};
  text-decoration: none;
`;

export function SiteHeader() {
  const { t } = useTranslation('shell');
  return (
    <header css={headerStyle}>
      <Link to="/" css={logoStyle} aria-label={t('header.logoAlt')}>
        {PRODUCT_NAME}
      </Link>
      <nav aria-label={t('header.category')}>
        <Link to="/jobs">{t('header.findJobs')}</Link>
        <Link to="/klob-journey/klob-and-co">{t('categoryMenu.klobAndCo')}</Link>
        <Link to="/klob-journey/klob-meter">{t('categoryMenu.klobMeter')}</Link>
        <Link to="/klob-journey/ensiklobedia">{t('categoryMenu.ensiklobedia')}</Link>
      </nav>
      <HeaderSearchSlot />
      <LanguageSwitch />
      <HeaderAccount />
    </header>
  );
}
