import { css } from '@emotion/react';
import { colors } from '@klob/shared/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from '@klob/shared/react-i18n';
import { useBusState } from '@klob/shared';
import regulatorLogo from '../assets/regulator-logo.svg';
import { footerColumns, SITEMAP_PAGE_PATH, type FooterLink } from './footer-links';

const footerStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 24px;
  padding: 40px clamp(16px, 4vw, 48px);
  background: ${colors.footer};
  color: ${colors.footerText};
  h2 {
    font-size: 14px;
    letter-spacing: 1px;
    color: ${colors.surface};
    margin: 0 0 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${colors.surface};
  }
  > p {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 12px;
    margin: 0;
    font-size: 13px;
    opacity: 0.8;
  }
`;

const isExternal = (href: string) => /^https?:\/\//.test(href);

function FooterLinkItem({ href, label }: { href: string; label: string }) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  return <Link to={href}>{label}</Link>;
}

/** The footer of the page shell (spec 1 §2.9). */
export function SiteFooter() {
  const { t } = useTranslation('shell');
  const { isAuthenticated } = useBusState('auth');
  return (
    <footer css={footerStyle}>
      {footerColumns(isAuthenticated).map(({ headingKey, links }) => (
        <section key={headingKey}>
          <h2>{t(headingKey)}</h2>
          <ul>
            {links.map(({ href, labelKey }: FooterLink) => (
              <li key={href}>
                <FooterLinkItem href={href} label={t(labelKey)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        <span>{t('footer.registeredAndSupervised')}</span>
        <img src={regulatorLogo} alt={t('footer.regulatorLogoAlt')} width={96} height={40} />
      </p>
      <p>
        <small>{t('footer.copyright', { year: new Date().getFullYear() })}</small>
        <Link to={SITEMAP_PAGE_PATH}>{t('footer.sitemap')}</Link>
      </p>
    </footer>
  );
}
