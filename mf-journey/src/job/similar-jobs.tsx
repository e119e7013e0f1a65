import { useServerData, useServices } from '@klob/shared';
import type { VacancyDetail } from '@klob/shared/api-contract/content';
import { gridStyle, sectionBoxStyle } from '../common/styles';
import { useJourneyText } from '../common/use-journey';
import { VacancyListCard } from './vacancy-card';
import { jobApi } from './job-api';

const SHOWN = 3;

/** Other openings of the same job category, newest first; nothing when there are none or the call fails. */
export function SimilarJobs({ vacancy }: { vacancy: VacancyDetail }) {
  const { t } = useJourneyText();
  const { http } = useServices();
  const similar = useServerData({
    key: `journey-similar/${vacancy.klobVacancyCode}`,
    load: (signal) => jobApi.vacancies(http.base, { keyword: vacancy.jobCategory, size: SHOWN + 1 }, { signal }),
  });
  if (similar.status !== 'ready') return null;
  const others = similar.data.items.filter((item) => item.klobVacancyCode !== vacancy.klobVacancyCode).slice(0, SHOWN);
  if (others.length === 0) return null;
  return (
    <section css={sectionBoxStyle} aria-labelledby="similar-jobs-title" data-testid="similar-jobs">
      <h2 id="similar-jobs-title">{t('jobDetail.similarJobs')}</h2>
      <ul css={gridStyle}>
        {others.map((item) => (
          <li key={item.klobVacancyCode}>
            <VacancyListCard vacancy={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
