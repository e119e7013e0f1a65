import type { VacancySummary } from '@klob/shared/api-contract/content';
import { formatRupiah } from '@klob/shared/format';
import { AppLink } from './app-link';
import { useSearchTranslation } from './language';
import { cardBodyStyle, cardStyle, chipRowStyle, LOGO_SIZE, logoStyle } from './page.styles';
import { jobDetailUrl } from '../links/target-urls';
import { jobLevelKey } from './job-levels';

/** A vacancy of a job list, linking to its detail page (spec 1 §2.1 URL shapes). */
export function JobCard({ vacancy, signedIn }: { vacancy: VacancySummary; signedIn: boolean }) {
  const { t } = useSearchTranslation();
  const company = vacancy.anonym ? t('suggestions.anonymousCompany') : vacancy.corporateName;
  const { min, max, visible } = vacancy.salary;
  const salary =
    visible && min !== null && max !== null
      ? t('jobs.salaryRange', { min: formatRupiah(min), max: formatRupiah(max) })
      : t('jobs.salaryHidden');
  const href = jobDetailUrl(
    {
      id: vacancy.klobVacancyCode,
      title: vacancy.positionName,
      corporateId: vacancy.corporateId,
      corporateName: vacancy.corporateName,
      anonym: vacancy.anonym,
    },
    signedIn,
  );
  return (
    <AppLink href={href} css={cardStyle} data-testid="job-card">
      {vacancy.corporateLogoUrl && !vacancy.anonym ? (
        <img css={logoStyle} src={vacancy.corporateLogoUrl} alt="" width={LOGO_SIZE} height={LOGO_SIZE} loading="lazy" />
      ) : (
        <span css={logoStyle} aria-hidden="true">
          {company.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div css={cardBodyStyle}>
        <h3>{vacancy.positionName}</h3>
        <p>{company}</p>
        <p>
          {vacancy.city}, {vacancy.province}
        </p>
        <p>{salary}</p>
        <div css={chipRowStyle}>
          <span>{t(`jobs.workModels.${vacancy.workModel}`)}</span>
          <span>{t(`jobs.jobLevels.${jobLevelKey(vacancy.jobLevel)}`)}</span>
        </div>
      </div>
    </AppLink>
  );
}
