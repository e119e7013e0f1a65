import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';

const headerStyle = css`
  position: sticky;
  top: 0;
  z-index: 40;
  display: flex;
  align-items: center;
  gap: 24px;
  padding: 12px clamp(16px, 4vw, 48px);
  background: #fff;
  border-bottom: 1px solid #e3e8f0;
  nav {
    display: flex;
    gap: 20px;
    flex: 1;
  }
  nav a {
    color: #2d3748;
    text-decoration: none;
    font-weight: 500;
  }
  nav a:hover {
    color: #1d5bd6;
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
  color: #1d5bd6;
  text-decoration: none;
`;

export function SiteHeader() {
  const { t } = useTranslation('shell');
  return (
    <header css={headerStyle}>
      <Link to="/" css={logoStyle} aria-label={t('header.logoAlt')}>
        Klob
      </Link>
      <nav aria-label={t('header.category')}>
        <Link to="/jobs">{t('header.findJobs')}</Link>
        <Link to="/klob-journey/klob-and-co">{t('categoryMenu.klobAndCo')}</Link>
        <Link to="/klob-journey/klob-meter">{t('categoryMenu.klobMeter')}</Link>
        <Link to="/klob-journey/ensiklobedia">{t('categoryMenu.ensiklobedia')}</Link>
      </nav>
      <LanguageSwitch />
    </header>
  );
}
