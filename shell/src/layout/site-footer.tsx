import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

const footerStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 24px;
  padding: 40px clamp(16px, 4vw, 48px);
  background: #0f1f3d;
  color: #c7d2e6;
  h2 {
    font-size: 14px;
    letter-spacing: 1px;
    color: #fff;
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
    color: #fff;
  }
  small {
    grid-column: 1 / -1;
    opacity: 0.7;
  }
`;

export function SiteFooter() {
  const { t } = useTranslation('shell');
  return (
    <footer css={footerStyle}>
      <section>
        <h2>{t('footer.columnKlob')}</h2>
        <ul>
          <li>
            <Link to="/about">{t('footer.aboutUs')}</Link>
          </li>
          <li>
            <Link to="/faq">{t('footer.faq')}</Link>
          </li>
          <li>
            <Link to="/terms">{t('footer.terms')}</Link>
          </li>
          <li>
            <Link to="/contact">{t('footer.contactUs')}</Link>
          </li>
        </ul>
      </section>
      <section>
        <h2>{t('footer.columnKlobber')}</h2>
        <ul>
          <li>
            <Link to="/jobs">{t('header.findJobs')}</Link>
          </li>
          <li>
            <Link to="/klob-journey/ensiklobedia">{t('categoryMenu.ensiklobedia')}</Link>
          </li>
        </ul>
      </section>
      <section>
        <h2>{t('footer.columnPartnership')}</h2>
        <ul>
          <li>
            <Link to="/register-business">{t('footer.registerBusiness')}</Link>
          </li>
          <li>
            <Link to="/employers">{t('footer.employerSite')}</Link>
          </li>
        </ul>
      </section>
      <small>{t('footer.copyright', { year: new Date().getFullYear() })}</small>
    </footer>
  );
}
