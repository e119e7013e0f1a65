import { KLOBMETER_KINDS, type KlobmeterItem, type KlobmeterKind, type KlobmeterListQuery } from '@klob/shared/api-contract/content';
import { textKeyOf } from '../common/text-key';
import { useJourneyText, useSignedIn } from '../common/use-journey';
import { klobMeterDetailPath } from '../urls/journey-urls';
import { ContentCard } from './content-card';
import { kindFilters } from './kind-tabs';
import { defineSection, sectionPage } from './section-list-page';
import { sectionsApi } from './sections-api';

const isKind = (value: string | undefined): value is KlobmeterKind => KLOBMETER_KINDS.includes(value as KlobmeterKind);

function KlobMeterCard({ item }: { item: KlobmeterItem }) {
  const { t, pick } = useJourneyText();
  const signedIn = useSignedIn();
  return (
    <ContentCard
      to={klobMeterDetailPath(item.label, signedIn)}
      thumbnailUrl={item.thumbnailUrl}
      label={t(`klobMeter.kinds.${textKeyOf(item.kind)}`)}
      title={pick(item.title)}
      summary={pick(item.summary)}
    />
  );
}

/** Klob Meter (spec 1 §1): salary statistics and career tests, filtered by kind, in one list. */
export const KLOB_METER_SECTION = defineSection<KlobmeterListQuery, KlobmeterItem>({
  section: 'klob-meter',
  texts: 'klobMeter',
  feedback: 'klobmeter',
  listQuery: (query) => ({ kind: isKind(query.kind) ? query.kind : undefined }),
  cacheKey: 'journey-klobmeter',
  load: async (client, query, options) => ({ items: await sectionsApi.klobmeter(client, query, options) }),
  Filters: kindFilters('klobMeter', KLOBMETER_KINDS),
  itemKey: (item) => item.label,
  Card: KlobMeterCard,
});

export const KlobMeterPage = sectionPage(KLOB_METER_SECTION);
