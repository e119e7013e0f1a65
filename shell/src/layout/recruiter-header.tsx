import { css } from '@emotion/react';
import { colors, fontSizes, mediaMobile, radii, space } from '@klob/shared/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from '@klob/shared/react-i18n';
import { PRODUCT_NAME } from '@klob/shared/constants';
import { useBusState } from '@klob/shared';
import { JOURNEY_SECTIONS, journeyPath } from '../app/journey-sections';
import { HeaderAccount } from './header-account';
import { HeaderDropdown, toHeaderLinks } from './header-dropdown';
import { EMPLOYER_SITE_URL } from './footer-links';
import { HR_CONSULTING_URL, type HeaderLink } from './header-links';
import { LanguageSwitch } from './language-switch';
import { organisationsButtonStyle } from './organisations-button';
import { headerStyle, logoStyle, useMobileMenu } from './site-header';
import { useScrollShadow } from './use-scroll-shadow';

const brandStyle = css`
  display: inline-flex;
  align-items: baseline;
  gap: ${space(1)};
  > a[data-brand] {
    padding: 2px ${space(2)};
    border-radius: ${radii.pill};
    background: ${colors.primaryDeep};
    color: ${colors.surface};
    font-size: ${fontSizes.xs};
    font-weight: 700;
    text-decoration: none;
    white-space: nowrap;
  }
  ${mediaMobile} {
    margin-right: auto;
  }
`;

const navLinkStyle = css`
  padding: ${space(2)};
  border-radius: ${radii.md};
  color: ${colors.text};
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${colors.primary};
  }
`;

const demoButtonStyle = css`
  ${organisationsButtonStyle};
  background: ${colors.surface};
  color: ${colors.primaryDeep};
  border: 1px solid ${colors.primaryDeep};
`;

/** The employer products and the employer site's pages, consulting included (S2-2-26). */
const SOLUTION_LINKS: HeaderLink[] = [
  { labelKey: 'otherLinks.klobForBusiness', href: '/klobforbusiness' },
  { labelKey: 'otherLinks.klobporate', href: '/klobporate' },
  { labelKey: 'otherLinks.klobSociety', href: '/klobsociety' },
  { labelKey: 'otherLinks.executiveSearch', href: '/executive-search' },
  { labelKey: 'recruiterHeader.globalTalentPlacement', href: '/global-talent-placement' },
  { labelKey: 'otherLinks.hrConsulting', href: HR_CONSULTING_URL },
  { labelKey: 'otherLinks.employerSite', href: EMPLOYER_SITE_URL },
];

const KLOB_AND_CO = JOURNEY_SECTIONS.find((section) => section.segment === 'klob-and-co')!;

/**
 * The recruiter-branded header (spec 2 "Headers", S1-1-15, S2-1-04) of the pages in recruiter mode:
 * 'Klob for Business' beside the logo (logo to /), the employer navigation (solutions, pricing, contact,
 * request a demo), 'Cari Lowongan' to the job side (S2-2-39), the language switch and the account area.
 * No job search box: the business pages are for employers. Its own chunk: `/` never loads it.
 */
export default function RecruiterHeader() {
  const { t } = useTranslation('shell');
  const { isAuthenticated } = useBusState('auth');
  const shadow = useScrollShadow();
  const { menuOpen, toggleMenu } = useMobileMenu();
  return (
    <header css={headerStyle} data-shadow={shadow} data-header-variant="recruiter">
      <span css={brandStyle}>
        <Link to="/" css={[logoStyle, { marginRight: 0 }]} aria-label={t('header.logoAlt')}>
          {PRODUCT_NAME}
        </Link>
        <Link to="/klobforbusiness" data-brand aria-label={t('recruiterHeader.brandLabel')}>
          {t('recruiterHeader.brand')}
        </Link>
      </span>
      <button
        type="button"
        data-menu-toggle
        aria-expanded={menuOpen}
        aria-controls="recruiter-navigation"
        aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
        onClick={toggleMenu}
      >
        {menuOpen ? '✕' : '☰'}
      </button>
      <nav id="recruiter-navigation" aria-label={t('recruiterHeader.navigation')} data-open={menuOpen}>
        <HeaderDropdown
          toggle={`${t('recruiterHeader.solutions')} ▾`}
          label={t('recruiterHeader.solutions')}
          links={toHeaderLinks(SOLUTION_LINKS, t)}
          testId="recruiter-solutions-menu"
        />
        <Link to="/klobforbusiness#pricing" css={navLinkStyle}>
          {t('recruiterHeader.pricing')}
        </Link>
        <Link to="/contactus" css={navLinkStyle}>
          {t('recruiterHeader.contact')}
        </Link>
        <Link to="/klobforbusiness#request-demo" css={demoButtonStyle}>
          {t('recruiterHeader.requestDemo')}
        </Link>
        <Link to={journeyPath(KLOB_AND_CO, isAuthenticated)} css={organisationsButtonStyle} data-testid="organisations-button">
          {t('header.findJobs')}
        </Link>
      </nav>
      <LanguageSwitch />
      <HeaderAccount />
    </header>
  );
}
