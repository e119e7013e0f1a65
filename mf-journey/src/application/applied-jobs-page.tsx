import { useServerData, useServices } from '@klob/shared';
import { EmptyState, ErrorState, Pager, SkeletonList } from '../common/state-views';
import { cardStyle, gridStyle, mutedStyle, pageStyle, pageTitleStyle, subtitleStyle } from '../common/styles';
import { usePageQuery } from '../common/use-page-query';
import { useJourneyText } from '../common/use-journey';
import { VacancyListCard } from '../job/vacancy-card';
import { Timeline } from './timeline';
import { applicationApi } from './application-api';

/** /home/kloboard/applied-jobs (spec 1 §2.3): the applications the user sent, newest first, with their stages. */
export function AppliedJobsPage() {
  const { t } = useJourneyText();
  const { http } = useServices();
  const { page, setPage } = usePageQuery();
  const applied = useServerData({
    key: `journey-applied-jobs?page=${page}`,
    load: (signal) => applicationApi.appliedJobs(http.service, { page, size: 10 }, { signal }),
  });
  return (
    <div css={pageStyle} data-testid="journey-applied-jobs">
      <h1 css={pageTitleStyle}>{t('kloboard.appliedJobs')}</h1>
      <p css={subtitleStyle}>{t('kloboard.subtitle')}</p>
      {applied.status === 'loading' && <SkeletonList count={3} />}
      {applied.status === 'failed' && <ErrorState retry={applied.retry} />}
      {applied.status === 'ready' &&
        (applied.data.items.length === 0 ? (
          <EmptyState message={t('kloboard.emptyApplied')} />
        ) : (
          <>
            <ul css={gridStyle}>
              {applied.data.items.map((job) => (
                <li key={job.vacancy.klobVacancyCode} data-testid="applied-job" css={[cardStyle, { padding: 0, border: 'none' }]}>
                  <VacancyListCard vacancy={job.vacancy} />
                  <Timeline entries={job.timeline} />
                  {job.testResult && <p css={mutedStyle}>{t('application.testScore', { ...job.testResult })}</p>}
                </li>
              ))}
            </ul>
            <Pager page={applied.data.page} totalPages={applied.data.totalPages} onPage={setPage} />
          </>
        ))}
    </div>
  );
}
