import { useMemo } from 'react';
import { HttpError, useServerData, useUnitProps, type UnitProps } from '@klob/shared';
import type { CompanySummary } from '@klob/shared/api-contract/content';
import { useSearchTranslation } from '../common/language';
import { AppLink } from '../common/app-link';
import { JobCard } from '../common/job-card';
import { EmptyState, LoadState } from '../common/load-state';
import { cardListStyle, headingStyle, linkButtonStyle, pageStyle, subtleStyle } from '../common/page.styles';
import { Pager } from '../common/pager';
import { companyJobListUrl, JOBS_PATH, jobListUrl, type JobListFilters } from '../links/job-list-path';
import { companyDetailUrl } from '../links/target-urls';
import { fetchCompanyBySlug, fetchVacancies } from '../search-api/search-api';
import { JobFilters } from './job-filters';
import { jobListStateOf } from './job-list-state';
import { titleCase } from '../common/title-case';

/** The vacancies of the filters (and of one company on a company page), with paging. */
function JobResults({ filters, corporateId, urlOf }: { filters: JobListFilters; corporateId?: string; urlOf(page: number): string }) {
  const { t } = useSearchTranslation();
  const { services } = useUnitProps();
  const signedIn = services.auth.isAuthenticated();
  const query = {
    keyword: filters.keyword,
    location: filters.location,
    workModel: filters.workModel,
    jobLevel: filters.jobLevel,
    corporateId,
    page: filters.page,
  };
  const vacancies = useServerData({
    key: `jobs?${JSON.stringify(query)}`,
    load: (signal) => fetchVacancies(services.http.service, query, signal),
  });
  return (
    <LoadState data={vacancies}>
      {(result) =>
        result.items.length === 0 ? (
          <EmptyState title={t('jobs.emptyTitle')} description={t('jobs.emptyDescription')} />
        ) : (
          <>
            <p css={subtleStyle} role="status">
              {t('jobs.total', { count: result.totalItems })}
            </p>
            <ul css={cardListStyle}>
              {result.items.map((vacancy) => (
                <li key={vacancy.klobVacancyCode}>
                  <JobCard vacancy={vacancy} signedIn={signedIn} />
                </li>
              ))}
            </ul>
            <Pager page={result.page} totalPages={result.totalPages} urlOf={urlOf} />
          </>
        )
      }
    </LoadState>
  );
}

/** A company's job list page (/jobs/perusahaan-{slug}): its name as heading, a link to its detail page. */
function CompanyJobs({
  companySlug,
  filters,
  onChange,
}: {
  companySlug: string;
  filters: JobListFilters;
  onChange(filters: JobListFilters): void;
}) {
  const { t } = useSearchTranslation();
  const { services } = useUnitProps();
  const signedIn = services.auth.isAuthenticated();
  const company = useServerData<CompanySummary>({
    key: `company-by-slug:${companySlug}`,
    load: (signal) => fetchCompanyBySlug(services.http.service, companySlug, signal),
  });
  if (company.status === 'failed' && isNotFound(company.error))
    return (
      <EmptyState title={t('jobs.companyNotFound')}>
        <AppLink href={JOBS_PATH} css={linkButtonStyle}>
          {t('jobs.allJobs')}
        </AppLink>
      </EmptyState>
    );
  return (
    <LoadState data={company}>
      {(found) => (
        <>
          <h1 css={headingStyle}>{t('jobs.companyTitle', { company: found.corporateName })}</h1>
          <p css={subtleStyle}>
            <AppLink href={companyDetailUrl(found, signedIn)} css={linkButtonStyle}>
              {t('jobs.companyProfile')}
            </AppLink>
          </p>
          <JobFilters filters={filters} companyPage onChange={onChange} />
          <JobResults
            filters={filters}
            corporateId={found.corporateId}
            urlOf={(page) =>
              `${companyJobListUrl(companySlug)}${jobListUrl({ ...filters, keyword: '', location: '', page }).slice(JOBS_PATH.length)}`
            }
          />
        </>
      )}
    </LoadState>
  );
}

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/**
 * /jobs and /jobs/{dynamicParameter} (spec 1 §2.1, spec 2 "Headers"): the job list whose filters
 * live in the URL, a keyword (and location) list, or a company's job list.
 */
export function JobsPage(props: UnitProps) {
  const { params, query, services } = props;
  const { t } = useSearchTranslation();
  const state = useMemo(() => jobListStateOf(params, query), [params, query]);

  if (state.mode === 'unknown')
    return (
      <div css={pageStyle}>
        <EmptyState title={t('jobs.notFoundTitle')}>
          <AppLink href={JOBS_PATH} css={linkButtonStyle}>
            {t('jobs.allJobs')}
          </AppLink>
        </EmptyState>
      </div>
    );

  const { filters } = state;
  if (state.mode === 'company') {
    const toCompanyUrl = (next: JobListFilters) =>
      `${companyJobListUrl(state.companySlug)}${jobListUrl({ ...next, keyword: '', location: '' }).slice(JOBS_PATH.length)}`;
    return (
      <div css={pageStyle}>
        <CompanyJobs companySlug={state.companySlug} filters={filters} onChange={(next) => services.navigate(toCompanyUrl(next))} />
      </div>
    );
  }

  // The path gives the words in lower case: the heading shows them as a title.
  const keyword = titleCase(filters.keyword);
  const location = titleCase(filters.location);
  const title = keyword
    ? location
      ? t('jobs.titleWithKeywordAndLocation', { keyword, location })
      : t('jobs.titleWithKeyword', { keyword })
    : t('jobs.title');
  return (
    <div css={pageStyle}>
      <h1 css={headingStyle}>{title}</h1>
      <JobFilters filters={filters} companyPage={false} onChange={(next) => services.navigate(jobListUrl(next))} />
      <JobResults filters={filters} urlOf={(page) => jobListUrl({ ...filters, page })} />
    </div>
  );
}
