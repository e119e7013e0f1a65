import { css } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import { JOB_LEVELS, WORK_MODELS, type VacancyListQuery, type VacancySummary } from '@klob/shared/api-contract/content';
import { Button, colors, fontSizes, radii, space, visuallyHiddenStyle } from '@klob/shared/ui';
import { useJourneyText } from '../common/use-journey';
import { jobApi } from '../job/job-api';
import { VacancyListCard } from '../job/vacancy-card';
import { jobLevelKey, workModelKey } from '../job/vacancy-labels';
import { defineSection, sectionPage, type SectionFiltersProps } from './section-list-page';

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

/** The keyword search (sent on submit), the work model and the job level (sent on change). */
function VacancyFilters({ listQuery, setQuery }: SectionFiltersProps<VacancyListQuery>) {
  const { t } = useJourneyText();
  const [keyword, setKeyword] = useState(listQuery.keyword ?? '');
  const ids = { keyword: useId(), workModel: useId(), jobLevel: useId() };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ q: keyword.trim() || undefined });
  };
  return (
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
        value={listQuery.workModel ?? ''}
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
        value={listQuery.jobLevel ?? ''}
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
  );
}

const VacancyCard = ({ item }: { item: VacancySummary }) => <VacancyListCard vacancy={item} />;

/** Klob & Co (spec 1 §1): the vacancies, with keyword, work model and job level filters, paged. */
export const KLOB_AND_CO_SECTION = defineSection<VacancyListQuery, VacancySummary>({
  section: 'klob-and-co',
  texts: 'klobAndCo',
  feedback: 'klobnco',
  listQuery: (query, page) => ({
    page,
    size: 12,
    keyword: query.q || undefined,
    workModel: query.workModel || undefined,
    jobLevel: query.jobLevel || undefined,
  }),
  cacheKey: 'journey-vacancies',
  load: (client, query, options) => jobApi.vacancies(client, query, options),
  Filters: VacancyFilters,
  itemKey: (vacancy) => vacancy.klobVacancyCode,
  Card: VacancyCard,
  emptyText: 'klobAndCo.empty',
  totalText: 'klobAndCo.total',
});

export const KlobAndCoPage = sectionPage(KLOB_AND_CO_SECTION);
