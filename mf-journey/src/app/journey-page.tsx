import { useEffect, useMemo } from 'react';
import { forgetUserStorageOnSignOut, UnitPropsContext, type UnitProps } from '@klob/shared';
import { EmptyState } from '../common/state-views';
import { pageStyle } from '../common/styles';
import { useJourneyText } from '../common/use-journey';
import { CV_DRAFT_STORAGE_PREFIX } from '../cv/cv-draft-key';
import { VacancyPreloadContext } from '../job/vacancy-preload';
import { preloadVacancy } from '../job/detail-preload';
import { journeyPageFor } from '../routing/journey-routes';

/**
 * The one routed unit of mf-journey: renders the page of the current pathname (JOURNEY_ROUTES), with the
 * params that page's pattern names. The shell updates it in place when the path or query change.
 */
export function JourneyPage(props: UnitProps) {
  const { pathname, services } = props;
  // The CV drafts go with their user's session, even when sign-out comes on another remote's page.
  useEffect(() => forgetUserStorageOnSignOut(services.bus, CV_DRAFT_STORAGE_PREFIX), [services.bus]);
  const match = useMemo(() => journeyPageFor(pathname), [pathname]);
  const pageProps = useMemo(() => (match ? { ...props, params: { ...props.params, ...match.params } } : props), [props, match]);
  if (!match) return <NoJourneyPage />;
  const { Page } = match.page;
  return (
    <UnitPropsContext.Provider value={pageProps}>
      <VacancyPreloadContext.Provider value={preloadVacancy}>
        <Page key={match.pattern} />
      </VacancyPreloadContext.Provider>
    </UnitPropsContext.Provider>
  );
}

/**
 * The shell routes only paths mf-journey has a page for (@klob/shared HOME_PAGE_PATHS, the route table): this
 * shows only when the two disagree, and then says not found rather than promising a page.
 */
function NoJourneyPage() {
  const { t } = useJourneyText();
  return (
    <div css={pageStyle} data-testid="journey-no-page">
      <meta name="robots" content="noindex" />
      <EmptyState message={t('states.notFound')} />
    </div>
  );
}
