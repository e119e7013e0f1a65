import { css } from '@emotion/react';
import { colors, radii, space } from '@klob/shared/ui';
import { useTranslation } from '@klob/shared/react-i18n';
import { Link, useLocation } from 'react-router-dom';
import { JOURNEY_SECTIONS, journeyPath } from '../app/journey-sections';
import { EMPLOYER_SITE_URL } from './footer-links';
import { isBusinessPage } from './header-links';

const buttonStyle = css`
  padding: ${space(2)} ${space(3)};
  border-radius: ${radii.md};
  background: ${colors.primaryDeep};
  color: ${colors.surface};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  text-align: center;
`;

const KLOB_AND_CO = JOURNEY_SECTIONS.find((section) => section.segment === 'klob-and-co')!;

/** Guests: 'Organisasi' opens the employer site (S2-2-38); on business pages it reads 'Cari Lowongan' and goes to Klob & Co (S2-2-39). */
export function OrganisationsButton() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  if (isBusinessPage(pathname)) {
    return (
      <Link to={journeyPath(KLOB_AND_CO, false)} css={buttonStyle} data-testid="organisations-button">
        {t('header.findJobs')}
      </Link>
    );
  }
  return (
    <a href={EMPLOYER_SITE_URL} target="_blank" rel="noopener noreferrer" css={buttonStyle} data-testid="organisations-button">
      {t('header.organisations')}
    </a>
  );
}
