import { textKeyOf } from '../common/text-key';
import { KALEIDOSKLOB_KINDS, type KaleidosklobKind, type KaleidosklobListQuery } from '@klob/shared/api-contract/content';
import { useServerData, useServices } from '@klob/shared';
import { formatDuration } from '@klob/shared/format';
import { JourneyLink } from '../common/journey-link';
import { KindTabs } from './kind-tabs';
import { SectionNav } from './section-nav';
import { EmptyState, ErrorState, Pager, SkeletonList } from '../common/state-views';
import {
  cardStyle,
  cardTitleStyle,
  chipStyle,
  gridStyle,
  mutedStyle,
  pageStyle,
  pageTitleStyle,
  rowStyle,
  subtitleStyle,
  thumbnailStyle,
} from '../common/styles';
import { usePageQuery } from '../common/use-page-query';
import { useJourneyText, useSignedIn } from '../common/use-journey';
import { SectionFeedback } from './section-feedback';
import { kaleidosklobDetailPath } from '../urls/journey-urls';
import { sectionsApi } from './sections-api';

const isKind = (value: string | undefined): value is KaleidosklobKind => KALEIDOSKLOB_KINDS.includes(value as KaleidosklobKind);

/** Kaleidosklob (spec 1 §1): stories and videos, newest first, paged. */
export function KaleidosklobPage() {
  const { t, pick } = useJourneyText();
  const { http } = useServices();
  const signedIn = useSignedIn();
  const { query, page, setQuery, setPage } = usePageQuery();
  const listQuery: KaleidosklobListQuery = { kind: isKind(query.kind) ? query.kind : undefined, page, size: 12 };
  const items = useServerData({
    key: `journey-kaleidosklob?${JSON.stringify(listQuery)}`,
    load: (signal) => sectionsApi.kaleidosklob(http.base, listQuery, { signal }),
  });
  return (
    <div css={pageStyle} data-testid="journey-kaleidosklob">
      <SectionNav active="kaleidosklob" />
      <h1 css={pageTitleStyle}>{t('kaleidosklob.title')}</h1>
      <p css={subtitleStyle}>{t('kaleidosklob.subtitle')}</p>
      <KindTabs
        label={t('kaleidosklob.kindLabel')}
        kinds={KALEIDOSKLOB_KINDS}
        active={listQuery.kind}
        textOf={(kind) => t(`kaleidosklob.kinds.${textKeyOf(kind)}`)}
        allText={t('filters.all')}
        onChange={(kind) => setQuery({ kind })}
      />
      {items.status === 'loading' && <SkeletonList />}
      {items.status === 'failed' && <ErrorState retry={items.retry} />}
      {items.status === 'ready' &&
        (items.data.items.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <ul css={gridStyle}>
              {items.data.items.map((item) => (
                <li key={item.itemId}>
                  <JourneyLink to={kaleidosklobDetailPath(item.itemId, signedIn)} css={cardStyle}>
                    <img css={thumbnailStyle} src={item.thumbnailUrl} alt="" loading="lazy" />
                    <div css={rowStyle}>
                      <span css={chipStyle}>{t(`kaleidosklob.kinds.${textKeyOf(item.kind)}`)}</span>
                      {item.durationSeconds !== null && <span css={mutedStyle}>{formatDuration(item.durationSeconds)}</span>}
                    </div>
                    <h3 css={cardTitleStyle}>{pick(item.title)}</h3>
                    <p css={mutedStyle}>{pick(item.summary)}</p>
                    {item.corporateName && <p css={mutedStyle}>{item.corporateName}</p>}
                  </JourneyLink>
                </li>
              ))}
            </ul>
            <Pager page={items.data.page} totalPages={items.data.totalPages} onPage={setPage} />
          </>
        ))}
      <SectionFeedback section="kaleidosklob" />
    </div>
  );
}
