import type { CompanySummary } from '@klob/shared/api-contract/content';
import { AppLink } from './app-link';
import { useSearchTranslation } from './language';
import { cardBodyStyle, cardStyle, linkButtonStyle, LOGO_SIZE, logoStyle } from './page.styles';
import { companyDetailUrl } from '../links/target-urls';
import { companyJobListUrl } from '../links/job-list-path';
import { css } from '@emotion/react';
import { space } from '@klob/shared/ui';

const companyCardStyle = css`
  flex-direction: column;
  gap: ${space(2)};
`;
const headStyle = css`
  display: flex;
  gap: ${space(3)};
  color: inherit;
  text-decoration: none;
`;

/** A company of /companies: its detail page (spec 1 §2.1) and its job list (/jobs/perusahaan-{slug}). */
export function CompanyCard({ company, signedIn }: { company: CompanySummary; signedIn: boolean }) {
  const { t } = useSearchTranslation();
  return (
    <div css={[cardStyle, companyCardStyle]} data-testid="company-card">
      <AppLink href={companyDetailUrl(company, signedIn)} css={headStyle}>
        {company.logoUrl ? (
          <img css={logoStyle} src={company.logoUrl} alt="" width={LOGO_SIZE} height={LOGO_SIZE} loading="lazy" />
        ) : (
          <span css={logoStyle} aria-hidden="true">
            {company.corporateName.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div css={cardBodyStyle}>
          <h3>{company.corporateName}</h3>
          <p>{company.industry}</p>
          <p>{[company.city, company.province].filter(Boolean).join(', ')}</p>
        </div>
      </AppLink>
      {company.totalVacancies > 0 && (
        <AppLink href={companyJobListUrl(company.slug)} css={linkButtonStyle}>
          {t('companies.viewJobs', { count: company.totalVacancies })}
        </AppLink>
      )}
    </div>
  );
}
