import { css } from '@emotion/react';
import { useSearchParams } from 'react-router-dom';
import { isLanguage, useServerData, useServices } from '@klob/shared';
import { getResult } from '@klob/shared/api-contract/envelope';
import { jobLevelTextKey } from '@klob/shared/api-contract/content';
import { SALARY_GROUP_BY, SITE_PATHS, type SalaryGroupBy, type SalaryStatistics } from '@klob/shared/api-contract/site';
import { formatRupiah } from '@klob/shared/format';
import { Button, colors, mediaMobile, space } from '@klob/shared/ui';
import { ContentPage } from '../content/content-layout';
import { SelectField } from '../content/select-field';
import { usePagesText } from '../content/use-pages-text';
import { PageLoading } from '../notice/page-loading';
import { SalaryRangeChart } from './salary-range-chart';

/** The URL parameter of the grouping. */
export const GROUP_BY_PARAM = 'by';

/** The chart stays readable: it draws the groups with the highest medians; the table lists every group. */
export const CHART_MAX_GROUPS = 15;

/** The filters, kept in the URL so a filtered view can be shared and reloaded. */
export const SALARY_FILTERS = ['position', 'level', 'province'] as const;
type SalaryFilter = (typeof SALARY_FILTERS)[number];

const filtersStyle = css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${space(4)};
  margin-bottom: ${space(6)};
  ${mediaMobile} {
    grid-template-columns: 1fr;
  }
`;

const tableStyle = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  caption {
    text-align: left;
    font-weight: 600;
    margin-bottom: ${space(2)};
  }
  th,
  td {
    padding: ${space(2)} ${space(3)};
    border-bottom: 1px solid ${colors.border};
    text-align: left;
  }
  td.amount,
  th.amount {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** /salary-statistics: salary ranges by position, level and province, aggregated by the api from published vacancies. */
export default function SalaryStatisticsPage() {
  const { t, ready, i18n } = usePagesText();
  const { http } = useServices();
  const [query, setQuery] = useSearchParams();
  const filter = Object.fromEntries(SALARY_FILTERS.map((name) => [name, query.get(name) ?? ''])) as Record<SalaryFilter, string>;
  const groupBy: SalaryGroupBy = SALARY_GROUP_BY.find((value) => value === query.get(GROUP_BY_PARAM)) ?? 'level';
  const params = { ...Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')), groupBy };
  const statistics = useServerData({
    key: `salary-statistics?${new URLSearchParams(params).toString()}`,
    load: (signal) => getResult<SalaryStatistics>(http.service, SITE_PATHS.salaryStatistics, params, { signal }),
  });

  if (!ready) return <PageLoading />;
  const language = isLanguage(i18n.language) ? i18n.language : 'id';
  // Levels come from the api as codes ('mid-senior'): each shows as its label in the page's language.
  const levelLabel = (level: string) => t(`salaryStatistics.levels.${jobLevelTextKey(level)}`, { defaultValue: level });
  const groupLabel = (key: string) => (groupBy === 'level' ? levelLabel(key) : key);
  const choose = (name: SalaryFilter | typeof GROUP_BY_PARAM) => (event: { target: { value: string } }) => {
    const next = new URLSearchParams(query);
    if (event.target.value) next.set(name, event.target.value);
    else next.delete(name);
    setQuery(next, { replace: true });
  };

  return (
    <ContentPage
      id="salary-statistics"
      title={t('salaryStatistics.title')}
      metaTitle={t('salaryStatistics.metaTitle')}
      metaDescription={t('salaryStatistics.metaDescription')}
      lead={t('salaryStatistics.lead')}
    >
      {statistics.status === 'loading' && <PageLoading />}
      {statistics.status === 'failed' && (
        <div role="alert">
          <p>{t('common.loadFailed')}</p>
          <Button type="button" variant="secondary" onClick={statistics.retry}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {statistics.status === 'ready' && (
        <>
          <form css={filtersStyle} onSubmit={(event) => event.preventDefault()} aria-label={t('salaryStatistics.title')}>
            {SALARY_FILTERS.map((name) => (
              <SelectField
                key={name}
                label={t(`salaryStatistics.${name}`)}
                value={filter[name]}
                onChange={choose(name)}
                options={[
                  { value: '', label: t('salaryStatistics.all') },
                  ...statistics.data.options[`${name}s`].map((value) => ({ value, label: name === 'level' ? levelLabel(value) : value })),
                ]}
              />
            ))}
            <SelectField
              label={t('salaryStatistics.groupBy')}
              value={groupBy}
              onChange={choose(GROUP_BY_PARAM)}
              options={SALARY_GROUP_BY.map((value) => ({ value, label: t(`salaryStatistics.${value}`) }))}
            />
          </form>
          {statistics.data.groups.length === 0 ? (
            <p role="status">{t('salaryStatistics.empty')}</p>
          ) : (
            <>
              <SalaryRangeChart
                groups={statistics.data.groups.slice(0, CHART_MAX_GROUPS)}
                labelOf={groupLabel}
                label={t('salaryStatistics.chartLabel')}
                language={language}
              />
              {statistics.data.groups.length > CHART_MAX_GROUPS && (
                <p css={{ fontSize: 14, color: colors.textMuted }}>
                  {t('salaryStatistics.chartTop', { shown: CHART_MAX_GROUPS, total: statistics.data.groups.length })}
                </p>
              )}
              <p css={{ fontSize: 14, color: colors.textMuted }}>
                {t('salaryStatistics.source', { count: statistics.data.groups.reduce((sum, group) => sum + group.vacancyCount, 0) })}
              </p>
              <div css={{ overflowX: 'auto' }}>
                <table css={tableStyle} data-testid="salary-table">
                  <caption>{t('salaryStatistics.tableCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t(`salaryStatistics.${groupBy}`)}</th>
                      <th scope="col" className="amount">
                        {t('salaryStatistics.vacancies')}
                      </th>
                      <th scope="col" className="amount">
                        {t('salaryStatistics.min')}
                      </th>
                      <th scope="col" className="amount">
                        {t('salaryStatistics.median')}
                      </th>
                      <th scope="col" className="amount">
                        {t('salaryStatistics.max')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {statistics.data.groups.map((group) => (
                      <tr key={group.key}>
                        <th scope="row">{groupLabel(group.key)}</th>
                        <td className="amount">{group.vacancyCount}</td>
                        <td className="amount">{formatRupiah(group.minSalary)}</td>
                        <td className="amount">{formatRupiah(group.medianSalary)}</td>
                        <td className="amount">{formatRupiah(group.maxSalary)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </>
      )}
    </ContentPage>
  );
}
