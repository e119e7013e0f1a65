import { useState } from 'react';
import { css } from '@emotion/react';
import { useServerData, useUnitProps, type ServerData } from '@klob/shared';
import { MAX_PAGE_SIZE } from '@klob/shared/api-contract/content';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button, colors, fontSizes, radii, space, Spinner } from '@klob/shared/ui';
import { VacancyCards, VacancyList } from '../vacancies/vacancy-list';
import { fetchEventBoothsWithVacancies, fetchEventCompanies, type EventBooth } from './event-api';

const boothStyle = css`
  padding: ${space(4)};
  margin-bottom: ${space(4)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  header {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(4)};
    align-items: center;
    margin-bottom: ${space(3)};
  }
  h3 {
    margin: 0;
    font-size: ${fontSizes.lg};
  }
  p {
    margin: ${space(1)} 0 0;
    color: ${colors.textMuted};
  }
  img {
    border-radius: ${radii.md};
  }
`;

const boothActions = css`
  display: flex;
  gap: ${space(2)};
  margin-left: auto;
`;

/** The event's booths, their vacancies shown on request (the home tab). */
export function useEventBooths(subdomain: string): ServerData<EventBooth[]> {
  const { services } = useUnitProps();
  return useServerData({
    key: `landing-event-companies:${subdomain}`,
    load: (signal) => fetchEventCompanies(services.http.service, subdomain, signal),
  });
}

/**
 * The event's booths with their vacancies (the jobs tab), in one load: the page's first HTML holds them all, and
 * the cards arrive with their booths instead of pushing the next booths down.
 */
export function useEventBoothsWithVacancies(subdomain: string): ServerData<EventBooth[]> {
  const { services } = useUnitProps();
  return useServerData({
    key: `landing-event-booths-with-vacancies:${subdomain}`,
    load: (signal) => fetchEventBoothsWithVacancies(services.http.service, subdomain, signal),
  });
}

/** The participating companies with their booths: vacancies, a chat button (spec 3 §3 job fair). */
export function EventBooths({ booths, expanded }: { booths: ServerData<EventBooth[]>; expanded: boolean }) {
  const { t } = useTranslation('company-landing');
  return (
    <section aria-labelledby="event-companies">
      <h2 id="event-companies">{t('event.participatingCompanies')}</h2>
      {booths.status === 'loading' && <Spinner label={t('event.loading')} />}
      {booths.status === 'failed' && (
        <p role="alert">
          {t('event.failed')} <Button onClick={booths.retry}>{t('vacancies.retry')}</Button>
        </p>
      )}
      {booths.status === 'ready' && booths.data.length === 0 && <p>{t('event.noCompanies')}</p>}
      {booths.status === 'ready' && booths.data.map((booth) => <Booth key={booth.corporateId} booth={booth} expanded={expanded} />)}
    </section>
  );
}

function Booth({ booth, expanded }: { booth: EventBooth; expanded: boolean }) {
  const { t } = useTranslation('company-landing');
  const { services } = useUnitProps();
  const [showVacancies, setShowVacancies] = useState(expanded);
  const chat = () => {
    if (services.auth.isAuthenticated()) services.bus.emit('openChat', { corporateId: booth.corporateId });
    else services.auth.requireLogin();
  };
  return (
    <article css={boothStyle} data-testid="event-booth" aria-label={booth.corporateName}>
      <header>
        {booth.logoUrl && <img src={booth.logoUrl} alt="" width={56} height={56} />}
        <div>
          <h3>{booth.corporateName}</h3>
          <p>
            {[booth.industry, booth.city].filter(Boolean).join(' · ')} · {t('event.vacancyCount', { count: booth.totalVacancies })}
          </p>
        </div>
        <div css={boothActions}>
          {booth.hasChat && (
            <Button variant="secondary" size="sm" onClick={chat}>
              {t('event.chat')}
            </Button>
          )}
          {!expanded && (
            <Button size="sm" aria-expanded={showVacancies} onClick={() => setShowVacancies((shown) => !shown)}>
              {showVacancies ? t('event.hideVacancies') : t('event.showVacancies')}
            </Button>
          )}
        </div>
      </header>
      {showVacancies && <BoothVacancies booth={booth} />}
    </article>
  );
}

function BoothVacancies({ booth }: { booth: EventBooth }) {
  const expectedCount = Math.min(booth.totalVacancies, MAX_PAGE_SIZE);
  // Loaded with the booth (the jobs tab), else on request; a booth whose list failed with the others loads it alone.
  if (booth.vacancies)
    return <VacancyCards vacancies={{ status: 'ready', data: booth.vacancies }} canApply expectedCount={expectedCount} />;
  return <VacancyList corporateId={booth.corporateId} canApply expectedCount={expectedCount} />;
}
