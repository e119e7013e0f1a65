import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { VacancyDetail } from '@klob/shared/api-contract/content';
import { colors, fontSizes, mediaMobile, radii, space } from '@klob/shared/ui';
import { chipStyle, mutedStyle, rowStyle } from '../common/styles';
import { useJourneyText } from '../common/use-journey';
import { CompanyLogo } from './company-logo';
import { employmentStatusKey } from './vacancy-labels';

const headerStyle = css`
  display: flex;
  gap: ${space(4)};
  align-items: flex-start;
  padding: ${space(5)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  ${mediaMobile} {
    flex-direction: column;
    padding: ${space(4)};
  }
`;

const titleStyle = css`
  margin: 0;
  font-size: 26px;
  line-height: 1.25;
  ${mediaMobile} {
    font-size: ${fontSizes.xl};
  }
`;

/** The vacancy card of spec 2 §3 as the job page shows it: logo, position, employment status, province, vacancy code. */
export function VacancyHeader({
  vacancy,
  actions,
  headingLevel = 1,
}: {
  vacancy: VacancyDetail;
  actions: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const { t } = useJourneyText();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header css={headerStyle} data-testid="vacancy-card-header">
      <CompanyLogo url={vacancy.corporateLogoUrl} name={vacancy.corporateName} />
      <div css={{ flex: 1, minWidth: 0 }}>
        <Heading css={titleStyle}>{vacancy.positionName}</Heading>
        <p css={mutedStyle}>{vacancy.anonym ? t('jobDetail.anonymousCompany') : vacancy.corporateName}</p>
        <div css={[rowStyle, { marginTop: space(2) }]}>
          <span css={chipStyle}>{t(employmentStatusKey(vacancy.employmentStatus))}</span>
          <span css={chipStyle}>{vacancy.province}</span>
          <span css={chipStyle} data-testid="vacancy-code">
            {vacancy.klobVacancyCode}
          </span>
        </div>
        <div css={[rowStyle, { marginTop: space(4) }]}>{actions}</div>
      </div>
    </header>
  );
}
