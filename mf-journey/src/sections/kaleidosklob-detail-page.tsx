import { companyDetailPath, companySlug } from '@klob/shared/links';
import { textKeyOf } from '../common/text-key';
import { useServerData, useServices, useUnitProps } from '@klob/shared';
import { isNotFound } from '../common/is-not-found';
import { JourneyLink } from '../common/journey-link';
import { Paragraphs } from '../common/paragraphs';
import { ErrorState, SkeletonList } from '../common/state-views';
import {
  chipStyle,
  mutedStyle,
  pageStyle,
  pageTitleStyle,
  subtitleStyle,
  THUMBNAIL_SIZE,
  thumbnailStyle,
  backLinkStyle,
} from '../common/styles';
import { useJourneyText, useSignedIn } from '../common/use-journey';
import { KALEIDOSKLOB, sectionPath } from '../urls/journey-urls';
import { sectionsApi } from './sections-api';

/** One Kaleidosklob story or video. */
export function KaleidosklobDetailPage() {
  const { t, pick, language } = useJourneyText();
  const { http } = useServices();
  const { params } = useUnitProps();
  const signedIn = useSignedIn();
  const itemId = params.id ?? '';
  const item = useServerData({
    key: `journey-kaleidosklob/${itemId}`,
    load: (signal) => sectionsApi.kaleidosklobItem(http.base, itemId, { signal }),
  });
  return (
    <div css={pageStyle} data-testid="journey-kaleidosklob-detail">
      <JourneyLink to={sectionPath(KALEIDOSKLOB, signedIn)} css={backLinkStyle}>
        ← {t('kaleidosklob.title')}
      </JourneyLink>
      {item.status === 'loading' && <SkeletonList count={1} />}
      {item.status === 'failed' && <ErrorState retry={item.retry} notFound={isNotFound(item.error)} />}
      {item.status === 'ready' && (
        <article css={{ maxWidth: 760 }}>
          <span css={chipStyle}>{t(`kaleidosklob.kinds.${textKeyOf(item.data.kind)}`)}</span>
          <h1 css={pageTitleStyle}>{pick(item.data.title)}</h1>
          <p css={subtitleStyle}>{pick(item.data.summary)}</p>
          {item.data.videoUrl ? (
            <video css={thumbnailStyle} src={item.data.videoUrl} poster={item.data.thumbnailUrl} controls preload="none" />
          ) : (
            <img css={thumbnailStyle} src={item.data.thumbnailUrl} alt="" {...THUMBNAIL_SIZE} />
          )}
          <Paragraphs text={pick(item.data.body)} />
          {item.data.corporateId && item.data.corporateName && (
            <p css={mutedStyle}>
              <JourneyLink
                to={companyDetailPath(
                  { corporateId: item.data.corporateId, corporateSlug: companySlug(item.data.corporateName) },
                  signedIn,
                )}
              >
                {item.data.corporateName}
              </JourneyLink>
            </p>
          )}
          <p css={mutedStyle}>{new Date(item.data.publishedAt).toLocaleDateString(language === 'en' ? 'en-GB' : 'id-ID')}</p>
        </article>
      )}
    </div>
  );
}
