import { textKeyOf } from '../common/text-key';
import { KLOBMETER_KINDS, type KlobmeterKind } from '@klob/shared/api-contract/content';
import { useServerData, useServices } from '@klob/shared';
import { JourneyLink } from '../common/journey-link';
import { KindTabs } from './kind-tabs';
import { SectionNav } from './section-nav';
import { EmptyState, ErrorState, SkeletonList } from '../common/state-views';
import {
  cardStyle,
  cardTitleStyle,
  chipStyle,
  gridStyle,
  mutedStyle,
  pageStyle,
  pageTitleStyle,
  subtitleStyle,
  thumbnailStyle,
} from '../common/styles';
import { usePageQuery } from '../common/use-page-query';
import { useJourneyText, useSignedIn } from '../common/use-journey';
import { SectionFeedback } from './section-feedback';
import { klobMeterDetailPath } from '../urls/journey-urls';
import { sectionsApi } from './sections-api';

const isKind = (value: string | undefined): value is KlobmeterKind => KLOBMETER_KINDS.includes(value as KlobmeterKind);

/** Klob Meter (spec 1 §1): salary statistics and career tests, filtered by kind. */
export function KlobMeterPage() {
  const { t, pick } = useJourneyText();
  const { http } = useServices();
  const signedIn = useSignedIn();
  const { query, setQuery } = usePageQuery();
  const kind = isKind(query.kind) ? query.kind : undefined;
  const items = useServerData({
    key: `journey-klobmeter?kind=${kind ?? ''}`,
    load: (signal) => sectionsApi.klobmeter(http.base, { kind }, { signal }),
  });
  return (
    <div css={pageStyle} data-testid="journey-klob-meter">
      <SectionNav active="klob-meter" />
      <h1 css={pageTitleStyle}>{t('klobMeter.title')}</h1>
      <p css={subtitleStyle}>{t('klobMeter.subtitle')}</p>
      <KindTabs
        label={t('klobMeter.kindLabel')}
        kinds={KLOBMETER_KINDS}
        active={kind}
        textOf={(value) => t(`klobMeter.kinds.${textKeyOf(value)}`)}
        allText={t('filters.all')}
        onChange={(value) => setQuery({ kind: value })}
      />
      {items.status === 'loading' && <SkeletonList />}
      {items.status === 'failed' && <ErrorState retry={items.retry} />}
      {items.status === 'ready' &&
        (items.data.length === 0 ? (
          <EmptyState />
        ) : (
          <ul css={gridStyle}>
            {items.data.map((item) => (
              <li key={item.label}>
                <JourneyLink to={klobMeterDetailPath(item.label, signedIn)} css={cardStyle}>
                  <img css={thumbnailStyle} src={item.thumbnailUrl} alt="" loading="lazy" />
                  <span css={chipStyle}>{t(`klobMeter.kinds.${textKeyOf(item.kind)}`)}</span>
                  <h3 css={cardTitleStyle}>{pick(item.title)}</h3>
                  <p css={mutedStyle}>{pick(item.summary)}</p>
                </JourneyLink>
              </li>
            ))}
          </ul>
        ))}
      <SectionFeedback section="klobmeter" />
    </div>
  );
}
