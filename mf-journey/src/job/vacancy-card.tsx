import { jobDetailPath } from '@klob/shared/links';
import type { VacancySummary } from '@klob/shared/api-contract/content';
import { useContext } from 'react';
import { useServices } from '@klob/shared';
import { space } from '@klob/shared/ui';
import { CompanyLogo } from './company-logo';
import { JourneyLink } from '../common/journey-link';
import { cardStyle, cardTitleStyle, chipStyle, mutedStyle, rowStyle } from '../common/styles';
import { useJourneyText, useSignedIn } from '../common/use-journey';
import { VacancyPreloadContext } from './vacancy-preload';
import { employmentStatusKey, salaryText, workModelKey } from './vacancy-labels';

/** One vacancy of a list: opens the job page; hover or focus preloads it. */
export function VacancyListCard({ vacancy }: { vacancy: VacancySummary }) {
  const { t } = useJourneyText();
  const { http } = useServices();
  const signedIn = useSignedIn();
  const preloadVacancy = useContext(VacancyPreloadContext);
  const salary = salaryText(vacancy.salary);
  return (
    <JourneyLink
      to={jobDetailPath(vacancy, signedIn)}
      css={cardStyle}
      onIntent={() => preloadVacancy(http.base, vacancy.klobVacancyCode, signedIn)}
      data-testid="vacancy-card"
    >
      <div css={[rowStyle, { flexWrap: 'nowrap' }]}>
        <CompanyLogo url={vacancy.corporateLogoUrl} name={vacancy.corporateName} />
        <div>
          <h3 css={cardTitleStyle}>{vacancy.positionName}</h3>
          <p css={mutedStyle}>{vacancy.anonym ? t('jobDetail.anonymousCompany') : vacancy.corporateName}</p>
        </div>
      </div>
      <p css={mutedStyle}>
        {vacancy.city}, {vacancy.province}
      </p>
      <div css={rowStyle}>
        <span css={chipStyle}>{t(workModelKey(vacancy.workModel))}</span>
        <span css={chipStyle}>{t(employmentStatusKey(vacancy.employmentStatus))}</span>
      </div>
      <p css={[mutedStyle, { marginTop: 'auto', paddingTop: space(1) }]}>{salary ?? t('jobDetail.salaryHidden')}</p>
    </JourneyLink>
  );
}
