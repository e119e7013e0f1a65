import { css } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import { JOB_LEVELS, WORK_MODELS, type VacancyListQuery } from '@klob/shared/api-contract/content';
import { useServerData, useServices } from '@klob/shared';
import { Button, colors, fontSizes, radii, space, visuallyHiddenStyle } from '@klob/shared/ui';
import { SectionNav } from './section-nav';
import { EmptyState, ErrorState, Pager, SkeletonList } from '../common/state-views';
import { gridStyle, pageStyle, pageTitleStyle, subtitleStyle } from '../common/styles';
import { usePageQuery } from '../common/use-page-query';
import { useJourneyText } from '../common/use-journey';
import { SectionFeedback } from './section-feedback';
import { VacancyListCard } from '../job/vacancy-card';
import { jobLevelKey, workModelKey } from '../job/vacancy-labels';
import { jobApi } from '../job/job-api';

const filterStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-bottom: ${space(5)};
  input,
  select {
    min-height: 40px;
    padding: 0 ${space(3)};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    font-size: ${fontSizes.sm};
    background: ${colors.surface};
  }
  input {
    flex: 1 1 240px;
  }
`;

/** Klob & Co (spec 1 §1): the vacancies, with keyword, work model and job level filters, paged. */
export function KlobAndCoPage() {
  const { t } = useJourneyText();
  const { http } = useServices();
  const { query, page, setQuery, setPage } = usePageQuery();
  const [keyword, setKeyword] = useState(query.q ?? '');
  const ids = { keyword: useId(), workModel: useId(), jobLevel: useId() };
  const listQuery: VacancyListQuery = {
    page,
    size: 12,
    keyword: query.q || undefined,
    workModel: query.workModel || undefined,
    jobLevel: query.jobLevel || undefined,
  };
  const vacancies = useServerData({
    key: `journey-vacancies?${JSON.stringify(listQuery)}`,
    load: (signal) => jobApi.vacancies(http.base, listQuery, { signal }),
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ q: keyword.trim() || undefined });
  };

  return (
    <div css={pageStyle} data-testid="journey-klob-and-co">
      <SectionNav active="klob-and-co" />
      <h1 css={pageTitleStyle}>{t('klobAndCo.title')}</h1>
      <p css={subtitleStyle}>{t('klobAndCo.subtitle')}</p>
      <form css={filterStyle} role="search" onSubmit={search}>
        <label htmlFor={ids.keyword} css={visuallyHiddenStyle}>
          {t('filters.keyword')}
        </label>
        <input
          id={ids.keyword}
          type="search"
          maxLength={100}
          value={keyword}
          placeholder={t('filters.keyword')}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <select
          id={ids.workModel}
          aria-label={t('jobDetail.workModel')}
          value={query.workModel ?? ''}
          onChange={(event) => setQuery({ workModel: event.target.value || undefined })}
        >
          <option value="">{t('filters.allWorkModels')}</option>
          {WORK_MODELS.map((value) => (
            <option key={value} value={value}>
              {t(workModelKey(value))}
            </option>
          ))}
        </select>
        <select
          id={ids.jobLevel}
          aria-label={t('jobDetail.jobLevel')}
          value={query.jobLevel ?? ''}
          onChange={(event) => setQuery({ jobLevel: event.target.value || undefined })}
        >
          <option value="">{t('filters.allJobLevels')}</option>
          {JOB_LEVELS.map((value) => (
            <option key={value} value={value}>
              {t(jobLevelKey(value))}
            </option>
          ))}
        </select>
        <Button type="submit">{t('filters.search')}</Button>
      </form>
      {vacancies.status === 'loading' && <SkeletonList />}
      {vacancies.status === 'failed' && <ErrorState retry={vacancies.retry} />}
      {vacancies.status === 'ready' &&
        (vacancies.data.items.length === 0 ? (
          <EmptyState message={t('klobAndCo.empty')} />
        ) : (
          <>
            <p css={{ color: colors.textMuted, fontSize: fontSizes.sm }}>{t('klobAndCo.total', { count: vacancies.data.totalItems })}</p>
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
      <SectionFeedback section="klobnco" />
    </div>
  );
}
