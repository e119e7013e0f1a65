import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { useServerData, useServices, useUnitProps } from '@klob/shared';
import type { CompanyDetail } from '@klob/shared/api-contract/content';
import { Button, colors, mediaMobile, radii, space } from '@klob/shared/ui';
import { isNotFound } from '../common/is-not-found';
import { Paragraphs } from '../common/paragraphs';
import { EmptyState, ErrorState, Pager, SkeletonList } from '../common/state-views';
import { COMPANY_LIST_PATH, ToListPage } from '../common/to-list-page';
import { factsStyle, gridStyle, mutedStyle, pageStyle, pageTitleStyle, rowStyle, sectionBoxStyle } from '../common/styles';
import { usePageQuery } from '../common/use-page-query';
import { useJourneyText, useSignedIn } from '../common/use-journey';
import { CompanyLogo } from '../job/company-logo';
import { VacancyListCard } from '../job/vacancy-card';
import { companyIdOf, companyLoginTarget } from '../urls/journey-urls';
import { jobApi } from '../job/job-api';
import { companyApi } from './company-api';

/** spec 3 §7: `?chat=on` opens the chat on this company. */
export const CHAT_QUERY = { name: 'chat', on: 'on' } as const;

const bannerStyle = css`
  width: 100%;
  height: 200px;
  object-fit: cover;
  border-radius: ${radii.lg};
  background: ${colors.surfaceMuted};
  ${mediaMobile} {
    height: 120px;
  }
`;

/**
 * The company page (spec 3 "Company detail page"): the id from the route parameter corporateId, else the
 * query id; the header from the open call for visitors and the page call when signed in; its vacancies.
 */
export default function CompanyDetailPage() {
  const { params, query } = useUnitProps();
  const { http } = useServices();
  const signedIn = useSignedIn();
  const companyId = companyIdOf(params, query);
  const company = useServerData({
    key: `journey-company/${companyId}?signedIn=${signedIn}`,
    load: (signal) =>
      companyId
        ? companyApi.company(signedIn ? http.service : http.base, companyId, signedIn, { signal })
        : Promise.reject(new Error('no company id')),
  });
  if (!companyId) return <ToListPage path={COMPANY_LIST_PATH} />;
  return (
    <div css={pageStyle} data-testid="journey-company-detail">
      {company.status === 'loading' && <SkeletonList count={1} />}
      {company.status === 'failed' && <ErrorState retry={company.retry} notFound={isNotFound(company.error)} />}
      {company.status === 'ready' && <Company company={company.data} signedIn={signedIn} />}
    </div>
  );
}

function Company({ company, signedIn }: { company: CompanyDetail; signedIn: boolean }) {
  const { t, pick } = useJourneyText();
  const { auth, bus, UnitSlot } = useServices();
  const { query } = useUnitProps();
  const openChat = () => {
    if (!signedIn) return auth.requireLogin(companyLoginTarget(company.corporateId));
    bus.emit('openChat', { corporateId: company.corporateId });
  };
  const chatAsked = query[CHAT_QUERY.name] === CHAT_QUERY.on;
  const opened = useRef<string | null>(null);
  useEffect(() => {
    // Once per company, and only for a signed-in user: a visitor is not sent to sign in unasked.
    if (!chatAsked || !signedIn || !company.hasChat || opened.current === company.corporateId) return;
    opened.current = company.corporateId;
    bus.emit('openChat', { corporateId: company.corporateId });
  }, [chatAsked, signedIn, company, bus]);

  return (
    <>
      {company.bannerUrl && <img css={bannerStyle} src={company.bannerUrl} alt="" />}
      <header css={[rowStyle, { marginTop: space(4), flexWrap: 'nowrap', alignItems: 'flex-start' }]}>
        <CompanyLogo url={company.logoUrl} name={company.corporateName} />
        <div css={{ flex: 1 }}>
          <h1 css={pageTitleStyle}>{company.corporateName}</h1>
          <p css={mutedStyle}>
            {company.industry} · {company.city}, {company.province}
          </p>
          <p css={mutedStyle}>
            {t('companyDetail.openJobs', { count: company.totalVacancies })} ·{' '}
            {t('companyDetail.followers', { count: company.totalFollowers })}
          </p>
          {company.viewer && company.viewer.appliedVacancyCount > 0 && (
            <p css={mutedStyle}>{t('companyDetail.appliedHere', { count: company.viewer.appliedVacancyCount })}</p>
          )}
          {company.hasChat && (
            <Button variant="secondary" onClick={openChat} css={{ marginTop: space(3) }} data-testid="company-chat-button">
              {t('companyDetail.chat')}
            </Button>
          )}
        </div>
      </header>
      <section css={sectionBoxStyle}>
        <h2>{t('companyDetail.about')}</h2>
        <Paragraphs text={pick(company.description)} />
        <dl css={factsStyle}>
          {company.employeeCount && (
            <div>
              <dt>{t('companyDetail.employees')}</dt>
              <dd>{company.employeeCount}</dd>
            </div>
          )}
          {company.website && (
            <div>
              <dt>{t('companyDetail.website')}</dt>
              <dd>
                <a href={company.website} target="_blank" rel="noopener noreferrer">
                  {company.website}
                </a>
              </dd>
            </div>
          )}
        </dl>
      </section>
      <CompanyVacancies corporateId={company.corporateId} />
      {/* spec 3: the guestbook survey of this company (mf-forms' unit; its slot falls back on its own). */}
      <UnitSlot unit={{ remote: 'mf_forms', unit: 'guestbook' }} query={{ corporateId: company.corporateId }} />
    </>
  );
}

function CompanyVacancies({ corporateId }: { corporateId: string }) {
  const { t } = useJourneyText();
  const { http } = useServices();
  const { page, setPage } = usePageQuery();
  const vacancies = useServerData({
    key: `journey-company-vacancies/${corporateId}?page=${page}`,
    load: (signal) => jobApi.vacancies(http.base, { corporateId, page, size: 6 }, { signal }),
  });
  return (
    <section css={sectionBoxStyle} aria-labelledby="company-jobs-title">
      <h2 id="company-jobs-title">{t('companyDetail.jobs')}</h2>
      {vacancies.status === 'loading' && <SkeletonList count={3} />}
      {vacancies.status === 'failed' && <ErrorState retry={vacancies.retry} />}
      {vacancies.status === 'ready' &&
        (vacancies.data.items.length === 0 ? (
          <EmptyState message={t('companyDetail.noJobs')} />
        ) : (
          <>
            <ul css={gridStyle}>
              {vacancies.data.items.map((vacancy) => (
                <li key={vacancy.klobVacancyCode}>
                  <VacancyListCard vacancy={vacancy} />
                </li>
              ))}
            </ul>
            <Pager page={vacancies.data.page} totalPages={vacancies.data.totalPages} onPage={setPage} />
          </>
        ))}
    </section>
  );
}
