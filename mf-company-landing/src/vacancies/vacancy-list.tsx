import type { MouseEvent } from 'react';
import { css } from '@emotion/react';
import { useServerData, useUnitProps, type ServerData } from '@klob/shared';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button, colors, fontSizes, fontWeights, radii, space, VisuallyHidden } from '@klob/shared/ui';
import type { VacancySummary } from '@klob/shared/api-contract/content';
import { applicationPath, jobDetailPath } from '@klob/shared/links';
import { companyVacanciesKey, fetchCompanyVacancies, type CompanyVacancyQuery } from './vacancy-api';

const listStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${space(4)};
  padding: 0;
  margin: 0;
  list-style: none;
`;

const cardStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  padding: ${space(4)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  h3 {
    margin: 0;
    font-size: ${fontSizes.md};
  }
  p {
    margin: 0;
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
  }
`;

const actionsStyle = css`
  display: flex;
  gap: ${space(2)};
  align-items: center;
  margin-top: auto;
  padding-top: ${space(2)};
  a {
    color: ${colors.primary};
    font-weight: ${fontWeights.medium};
  }
`;

/** A card's lines while the list loads: the same boxes as a card's, their text hidden under grey bars. */
const placeholderStyle = css`
  h3,
  p,
  span {
    width: fit-content;
    border-radius: ${radii.sm};
    background: ${colors.surfaceMuted};
    color: transparent;
  }
  button {
    border-color: transparent;
    background: ${colors.surfaceMuted};
    color: transparent;
  }
`;

/**
 * What a list reserves while it loads when it does not know its length: one row of cards on desktop, the
 * length of most partners' lists (README "Choices").
 */
const USUAL_VACANCY_COUNT = 3;

interface VacancyListProps extends CompanyVacancyQuery {
  /** False once a campaign closed: the vacancies stay readable, the apply action goes. */
  canApply: boolean;
  /** How many cards the list will hold, when the caller knows (a booth's vacancy count): the loading list reserves them. */
  expectedCount?: number;
}

/** A company's open vacancies as cards: each links to its job detail page and applies through the job application flow. */
export function VacancyList({ corporateId, keyword, canApply, expectedCount = USUAL_VACANCY_COUNT }: VacancyListProps) {
  const { services } = useUnitProps();
  const vacancies = useServerData({
    key: companyVacanciesKey({ corporateId, keyword }),
    load: (signal) => fetchCompanyVacancies(services.http.service, { corporateId, keyword }, signal),
  });
  return <VacancyCards vacancies={vacancies} canApply={canApply} expectedCount={expectedCount} />;
}

/**
 * The cards of vacancies loaded by the caller (a booth with its vacancies) or by VacancyList. While they load,
 * `expectedCount` placeholder cards of a card's size hold their place, so their arrival moves nothing below.
 */
export function VacancyCards({
  vacancies,
  canApply,
  expectedCount,
}: {
  vacancies: ServerData<VacancySummary[]>;
  canApply: boolean;
  expectedCount: number;
}) {
  const { t } = useTranslation('company-landing');
  const { services } = useUnitProps();
  if (vacancies.status === 'loading') return <VacancyPlaceholders count={expectedCount} canApply={canApply} />;
  if (vacancies.status === 'failed') {
    return (
      <p role="alert">
        {t('vacancies.failed')}{' '}
        <Button variant="secondary" size="sm" onClick={vacancies.retry}>
          {t('vacancies.retry')}
        </Button>
      </p>
    );
  }
  if (vacancies.data.length === 0) return <p>{t('vacancies.none')}</p>;

  const openJob = (event: MouseEvent<HTMLAnchorElement>, vacancy: VacancySummary) => {
    event.preventDefault();
    services.navigate(jobDetailPath(vacancy, services.auth.isAuthenticated()));
  };
  const apply = (vacancy: VacancySummary) => {
    const target = applicationPath(vacancy);
    if (services.auth.isAuthenticated()) services.navigate(target);
    else services.auth.requireLogin(target);
  };
  return (
    <ul css={listStyle} aria-label={t('vacancies.listLabel')}>
      {vacancies.data.map((vacancy) => (
        <li key={vacancy.klobVacancyCode} css={cardStyle} data-testid="campaign-vacancy">
          <h3>{vacancy.positionName}</h3>
          <p>{vacancy.corporateName}</p>
          <p>
            {vacancy.city}, {vacancy.province} · {t(`vacancies.workModel.${vacancy.workModel}`)}
          </p>
          <div css={actionsStyle}>
            {canApply && (
              <Button size="sm" onClick={() => apply(vacancy)} aria-label={t('vacancies.applyTo', { position: vacancy.positionName })}>
                {t('vacancies.apply')}
              </Button>
            )}
            <a href={jobDetailPath(vacancy, services.auth.isAuthenticated())} onClick={(event) => openJob(event, vacancy)}>
              {t('vacancies.viewDetail')}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}

function VacancyPlaceholders({ count, canApply }: { count: number; canApply: boolean }) {
  const { t } = useTranslation('company-landing');
  const cards = Array.from({ length: Math.max(1, count) }, (_, index) => index);
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('vacancies.loading')}</VisuallyHidden>
      <ul css={listStyle} aria-hidden="true" data-testid="vacancy-placeholders">
        {cards.map((card) => (
          <li key={card} css={[cardStyle, placeholderStyle]}>
            <h3>{t('vacancies.loading')}</h3>
            <p>{t('vacancies.loading')}</p>
            <p>{t('vacancies.loading')}</p>
            <div css={actionsStyle}>
              {canApply && (
                <Button size="sm" disabled>
                  {t('vacancies.apply')}
                </Button>
              )}
              <span>{t('vacancies.viewDetail')}</span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
