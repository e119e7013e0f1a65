import { css } from '@emotion/react';
import { colors, radii, space } from '@klob/shared/ui';
import { useTranslation } from '@klob/shared/react-i18n';
import { EMPLOYER_SITE_URL } from './footer-links';

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

/** Guests: 'Organisasi' opens the employer site (S2-2-38); the recruiter header has 'Cari Lowongan' in its place (S2-2-39). */
export function OrganisationsButton() {
  const { t } = useTranslation('shell');
  return (
    <a href={EMPLOYER_SITE_URL} target="_blank" rel="noopener noreferrer" css={buttonStyle} data-testid="organisations-button">
      {t('header.organisations')}
    </a>
  );
}
