import { css, Global } from '@emotion/react';
import { colors, mediaMobile, radii, space } from '@klob/shared/ui';
import { useTranslation } from '@klob/shared/react-i18n';
import { Link } from 'react-router-dom';
import { HeaderDropdown, toHeaderLinks } from './header-dropdown';

const navigationStyle = css`
  display: contents;
  > a {
    padding: ${space(2)};
    border: 0;
    border-radius: ${radii.md};
    background: transparent;
    color: ${colors.text};
    font: inherit;
    font-weight: 500;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
  }
  > a:hover {
    color: ${colors.primary};
  }
  a[data-button] {
    padding: ${space(2)} ${space(3)};
    border: 1px solid ${colors.primaryDeep};
    color: ${colors.primaryDeep};
    font-weight: 600;
    text-align: center;
  }
  a[data-button='primary'] {
    background: ${colors.primaryDeep};
    color: ${colors.surface};
  }
`;

/**
 * The 'for Business' badge the header puts beside the logo in recruiter mode. Styled from here, so its
 * rules stay out of the first load of `/` (until this chunk arrives it is plain text).
 */
const brandStyle = css`
  header[data-recruiter='true'] > a:first-of-type {
    white-space: nowrap;
  }
  header[data-recruiter='true'] > a:first-of-type small {
    margin-left: 6px;
    padding: 2px 8px;
    border-radius: ${radii.pill};
    background: ${colors.primaryDeep};
    color: ${colors.surface};
    font-size: 12px;
    letter-spacing: 0;
    vertical-align: middle;
  }
  /* 375 px: the badge goes under the logo, so the language switch and the account links keep their room. */
  ${mediaMobile} {
    header[data-recruiter='true'] > a:first-of-type {
      display: inline-flex;
      flex-direction: column;
      align-items: flex-start;
      line-height: 1;
    }
    header[data-recruiter='true'] > a:first-of-type small {
      margin: 2px 0 0;
      padding: 1px 6px;
      font-size: 10px;
    }
  }
`;

/** The main header's other links (spec 2) this navigation takes its employer-site entries from. */
const FROM_OTHER_LINKS = ['otherLinks.klobForBusiness', 'otherLinks.klobporate', 'otherLinks.klobSociety'];
const EMPLOYER_SITE_LINKS = ['otherLinks.hrConsulting', 'otherLinks.employerSite'];

export interface RecruiterNavigationProps {
  /** The main header's other links: the business pages, the employer site and its consulting page (S2-2-26). */
  otherLinks: { labelKey: string; href: string }[];
  /** Klob & Co for the visitor or the signed-in user (S2-2-39). */
  findJobsPath: string;
}

/**
 * The navigation of the recruiter-branded header (spec 2 "Headers", S1-1-15, S2-1-04), inside the
 * main header's frame (logo, menu button, language switch, account area): the employer solutions
 * (the business pages, executive search and placement, the employer site and its consulting page),
 * pricing, contact, a demo request and 'Cari Lowongan' to the job side. Its own chunk: only the
 * business pages load it, never `/`; the menu is the header's own dropdown, already in the first load.
 */
export default function RecruiterNavigation({ otherLinks, findJobsPath }: RecruiterNavigationProps) {
  const { t } = useTranslation('shell');
  const pick = (keys: string[]) => keys.flatMap((key) => otherLinks.filter((link) => link.labelKey === key));
  const solutions = [
    ...pick(FROM_OTHER_LINKS),
    // Our own pages of these services (the main header's executive search entry is the employer site's).
    { labelKey: 'otherLinks.executiveSearch', href: '/executive-search' },
    { labelKey: 'recruiterHeader.globalTalentPlacement', href: '/global-talent-placement' },
    ...pick(EMPLOYER_SITE_LINKS),
  ];
  return (
    <div css={navigationStyle}>
      <Global styles={brandStyle} />
      <HeaderDropdown
        toggle={`${t('recruiterHeader.solutions')} ▾`}
        label={t('recruiterHeader.solutions')}
        links={toHeaderLinks(solutions, t)}
        testId="recruiter-solutions-menu"
      />
      <Link to="/klobforbusiness#pricing">{t('recruiterHeader.pricing')}</Link>
      <Link to="/contactus">{t('recruiterHeader.contact')}</Link>
      <Link to="/klobforbusiness#request-demo" data-button="outline">
        {t('recruiterHeader.requestDemo')}
      </Link>
      <Link to={findJobsPath} data-button="primary" data-testid="organisations-button">
        {t('header.findJobs')}
      </Link>
    </div>
  );
}
