import {
  KALEIDOSKLOB_KINDS,
  type KaleidosklobItem,
  type KaleidosklobKind,
  type KaleidosklobListQuery,
} from '@klob/shared/api-contract/content';
import { formatDuration } from '@klob/shared/format';
import { mutedStyle } from '../common/styles';
import { textKeyOf } from '../common/text-key';
import { useJourneyText, useSignedIn } from '../common/use-journey';
import { kaleidosklobDetailPath } from '../urls/journey-urls';
import { ContentCard } from './content-card';
import { kindFilters } from './kind-tabs';
import { defineSection, sectionPage } from './section-list-page';
import { sectionsApi } from './sections-api';

const isKind = (value: string | undefined): value is KaleidosklobKind => KALEIDOSKLOB_KINDS.includes(value as KaleidosklobKind);

function KaleidosklobCard({ item }: { item: KaleidosklobItem }) {
  const { t, pick } = useJourneyText();
  const signedIn = useSignedIn();
  return (
    <ContentCard
      to={kaleidosklobDetailPath(item.itemId, signedIn)}
      thumbnailUrl={item.thumbnailUrl}
      label={t(`kaleidosklob.kinds.${textKeyOf(item.kind)}`)}
      labelAside={item.durationSeconds !== null && <span css={mutedStyle}>{formatDuration(item.durationSeconds)}</span>}
      title={pick(item.title)}
      summary={pick(item.summary)}
    >
      {item.corporateName && <p css={mutedStyle}>{item.corporateName}</p>}
    </ContentCard>
  );
}

/** Kaleidosklob (spec 1 §1): stories and videos, newest first, paged. */
export const KALEIDOSKLOB_SECTION = defineSection<KaleidosklobListQuery, KaleidosklobItem>({
  section: 'kaleidosklob',
  texts: 'kaleidosklob',
  feedback: 'kaleidosklob',
  listQuery: (query, page) => ({ kind: isKind(query.kind) ? query.kind : undefined, page, size: 12 }),
  cacheKey: 'journey-kaleidosklob',
  load: (client, query, options) => sectionsApi.kaleidosklob(client, query, options),
  Filters: kindFilters('kaleidosklob', KALEIDOSKLOB_KINDS),
  itemKey: (item) => item.itemId,
  Card: KaleidosklobCard,
});

export const KaleidosklobPage = sectionPage(KALEIDOSKLOB_SECTION);
