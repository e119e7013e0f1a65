import { companyDetailPath } from '@klob/shared/links';
import { useServerData, useServices, useUnitProps, type VacancyCard } from '@klob/shared';
import type { VacancyDetail } from '@klob/shared/api-contract/content';
import { newVacancyReportPath } from '@klob/shared/api-contract/reports';
import { formatTimeAgo } from '@klob/shared/format';
import { Button } from '@klob/shared/ui';
import { MaxApplyModals } from '../application/max-apply-modals';
import { useApplyStart } from '../application/use-apply-start';
import { isNotFound } from '../common/is-not-found';
import { JourneyLink } from '../common/journey-link';
import { Paragraphs } from '../common/paragraphs';
import { ErrorState, SkeletonList } from '../common/state-views';
import { JOB_LIST_PATH, ToListPage } from '../common/to-list-page';
import { factsStyle, linkButtonStyle, mutedStyle, pageStyle, sectionBoxStyle, backLinkStyle } from '../common/styles';
import { useJourneyText, useSignedIn } from '../common/use-journey';
import { takePreloadedVacancy } from './vacancy-cache';
import { APPLIED_JOBS_PATH, KLOB_AND_CO, jobLoginTarget, sectionPath, vacancyCodeOf } from '../urls/journey-urls';
import { ShareJobButton } from './share-job-button';
import { SimilarJobs } from './similar-jobs';
import { VacancyHeader } from './vacancy-header';
import { jobLevelKey, salaryText, workModelKey } from './vacancy-labels';
import { jobApi } from './job-api';

/** The vacancy card a chat carries (spec 2 §3). */
export const vacancyCardOf = (vacancy: VacancyDetail): VacancyCard => ({
  corporateLogo: vacancy.corporateLogoUrl,
  positionName: vacancy.positionName,
  employmentStatus: vacancy.employmentStatus,
  location: { province: vacancy.province },
  klobVacancyCode: vacancy.klobVacancyCode,
});

/**
 * The job page for every URL shape of spec 1 §2.1 (/job/..., /home/klob-and-co/job/..., /vacancy/klob/...,
 * and the query-only /home/klob-and-co/job?id=&corporateId= of §2.8). Visitors see the limited variant.
 */
export default function JobDetailPage() {
  const { params, query } = useUnitProps();
  const { http } = useServices();
  const signedIn = useSignedIn();
  const { t } = useJourneyText();
  const code = vacancyCodeOf(params, query);
  const vacancy = useServerData({
    key: `journey-vacancy/${code}?signedIn=${signedIn}`,
    load: (signal) => {
      if (!code) return Promise.reject(new Error('no vacancy code in the URL'));
      return takePreloadedVacancy(code, signedIn) ?? jobApi.vacancy(http.base, code, { signal });
    },
  });
  if (!code) return <ToListPage path={JOB_LIST_PATH} />;
  return (
    <div css={pageStyle} data-testid="journey-job-detail">
      <JourneyLink to={sectionPath(KLOB_AND_CO, signedIn)} css={backLinkStyle}>
        ← {t('klobAndCo.title')}
      </JourneyLink>
      <div css={{ marginTop: 16 }}>
        {vacancy.status === 'loading' && <SkeletonList count={1} />}
        {vacancy.status === 'failed' && <ErrorState retry={vacancy.retry} notFound={isNotFound(vacancy.error)} />}
        {vacancy.status === 'ready' && <JobDetail vacancy={vacancy.data} signedIn={signedIn} />}
      </div>
    </div>
  );
}

function JobDetail({ vacancy, signedIn }: { vacancy: VacancyDetail; signedIn: boolean }) {
  const { t, pick, language } = useJourneyText();
  const { auth, bus } = useServices();
  const apply = useApplyStart(vacancy);
  const loginTarget = jobLoginTarget(vacancy.klobVacancyCode, vacancy.corporateId);
  const openChat = () => {
    if (!signedIn) return auth.requireLogin(loginTarget);
    bus.emit('openChat', { corporateId: vacancy.corporateId, vacancy: vacancyCardOf(vacancy) });
  };
  const description = pick(vacancy.description);
  const salary = salaryText(vacancy.salary);

  const actions = (
    <>
      {!signedIn && <Button onClick={() => auth.requireLogin(loginTarget)}>{t('jobDetail.loginToApply')}</Button>}
      {signedIn && vacancy.hasApplied && (
        <JourneyLink to={APPLIED_JOBS_PATH} css={linkButtonStyle}>
          {t('jobDetail.applied')}
        </JourneyLink>
      )}
      {signedIn && !vacancy.hasApplied && (
        <Button onClick={apply.start} disabled={apply.busy}>
          {t('jobDetail.apply')}
        </Button>
      )}
      {!vacancy.anonym && (
        <Button variant="secondary" onClick={openChat} data-testid="job-chat-button">
          {t('jobDetail.chatWithHr')}
        </Button>
      )}
      <ShareJobButton klobVacancyCode={vacancy.klobVacancyCode} />
    </>
  );

  return (
    <>
      <VacancyHeader vacancy={vacancy} actions={actions} />
      <p css={[mutedStyle, { marginTop: 12 }]}>
        {t('jobDetail.postedAt', { time: formatTimeAgo(vacancy.postedAt, language) })} ·{' '}
        {t('jobDetail.applicants', { count: vacancy.applicantCount })}
      </p>
      <dl css={factsStyle} data-testid="job-facts">
        <div>
          <dt>{t('jobDetail.location')}</dt>
          <dd>
            {vacancy.city}, {vacancy.province}
          </dd>
        </div>
        <div>
          <dt>{t('jobDetail.workModel')}</dt>
          <dd>{t(workModelKey(vacancy.workModel))}</dd>
        </div>
        <div>
          <dt>{t('jobDetail.jobLevel')}</dt>
          <dd>{t(jobLevelKey(vacancy.jobLevel))}</dd>
        </div>
        <div>
          <dt>{t('jobDetail.salary')}</dt>
          <dd>{salary ?? t('jobDetail.salaryHidden')}</dd>
        </div>
      </dl>
      <section css={sectionBoxStyle}>
        <h2>{t('jobDetail.description')}</h2>
        <Paragraphs text={signedIn ? description : (description.split(/\n{2,}/)[0] ?? '')} />
      </section>
      {signedIn ? (
        <>
          <section css={sectionBoxStyle}>
            <h2>{t('jobDetail.requirements')}</h2>
            <Paragraphs text={pick(vacancy.requirements)} />
          </section>
          <section css={sectionBoxStyle}>
            <h2>{t('jobDetail.benefits')}</h2>
            <Paragraphs text={pick(vacancy.benefits)} />
          </section>
        </>
      ) : (
        <section css={sectionBoxStyle} data-testid="limited-variant">
          <p>{t('jobDetail.loginToSeeMore')}</p>
          <Button onClick={() => auth.requireLogin(loginTarget)}>{t('common.login')}</Button>
        </section>
      )}
      {!vacancy.anonym && (
        <p css={sectionBoxStyle}>
          <JourneyLink to={companyDetailPath(vacancy, signedIn)}>
            {t('jobDetail.aboutCompany', { name: vacancy.corporateName })}
          </JourneyLink>
        </p>
      )}
      <p css={[mutedStyle, { marginTop: 16 }]}>
        {/* A guest is sent to sign in by the report page's route (authenticated only) and comes back to it. */}
        <JourneyLink to={newVacancyReportPath(vacancy.klobVacancyCode)} data-testid="job-report-link">
          {t('jobDetail.reportVacancy')}
        </JourneyLink>
      </p>
      <SimilarJobs vacancy={vacancy} />
      <MaxApplyModals modal={apply.modal} onClose={apply.close} onContinue={apply.proceed} />
    </>
  );
}
