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
      <Link to="/" css={logoStyle} aria-label={t('header.home')}>
        Klob
      </Link>
      <nav aria-label={t('header.navigation')}>
        <Link to="/jobs">{t('header.jobs')}</Link>
        <Link to="/companies">{t('header.companies')}</Link>
        <Link to="/klob-journey/ensiklobedia">{t('header.articles')}</Link>
        <Link to="/klob-journey/klob-meter">{t('header.salary')}</Link>
      </nav>
      <LanguageSwitch />
    </header>
  );
}
