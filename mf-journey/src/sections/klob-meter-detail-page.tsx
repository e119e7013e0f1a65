import { textKeyOf } from '../common/text-key';
import { useServerData, useServices, useUnitProps } from '@klob/shared';
import { formatRupiah } from '@klob/shared/format';
import { Button } from '@klob/shared/ui';
import { isNotFound } from '../common/is-not-found';
import { JourneyLink } from '../common/journey-link';
import { ErrorState, SkeletonList } from '../common/state-views';
import {
  chipStyle,
  factsStyle,
  mutedStyle,
  pageStyle,
  pageTitleStyle,
  sectionBoxStyle,
  subtitleStyle,
  THUMBNAIL_SIZE,
  thumbnailStyle,
  backLinkStyle,
} from '../common/styles';
import { useJourneyText, useSignedIn } from '../common/use-journey';
import { KLOB_METER, pageLoginTarget, sectionPath } from '../urls/journey-urls';
import { sectionsApi } from './sections-api';

/** One Klob Meter item: its salary statistics, or the career test with the sign-in prompt for visitors. */
export function KlobMeterDetailPage() {
  const { t, pick } = useJourneyText();
  const { http, auth } = useServices();
  const { params, pathname } = useUnitProps();
  const signedIn = useSignedIn();
  const label = params.label ?? '';
  const item = useServerData({
    key: `journey-klobmeter/${label}`,
    load: (signal) => sectionsApi.klobmeterItem(http.base, label, { signal }),
  });
  return (
    <div css={pageStyle} data-testid="journey-klob-meter-detail">
      <JourneyLink to={sectionPath(KLOB_METER, signedIn)} css={backLinkStyle}>
        ← {t('klobMeter.title')}
      </JourneyLink>
      {item.status === 'loading' && <SkeletonList count={1} />}
      {item.status === 'failed' && <ErrorState retry={item.retry} notFound={isNotFound(item.error)} />}
      {item.status === 'ready' && (
        <article>
          <span css={chipStyle}>{t(`klobMeter.kinds.${textKeyOf(item.data.kind)}`)}</span>
          <h1 css={pageTitleStyle}>{pick(item.data.title)}</h1>
          <p css={subtitleStyle}>{pick(item.data.summary)}</p>
          <img css={[thumbnailStyle, { maxWidth: 640 }]} src={item.data.thumbnailUrl} alt="" {...THUMBNAIL_SIZE} />
          {item.data.salaryStatistics && (
            <section css={sectionBoxStyle}>
              <h2>
                {t('klobMeter.salaryTitle', {
                  position: item.data.salaryStatistics.positionName,
                  province: item.data.salaryStatistics.province,
                })}
              </h2>
              <dl css={factsStyle}>
                <div>
                  <dt>{t('klobMeter.p25')}</dt>
                  <dd>{formatRupiah(item.data.salaryStatistics.p25)}</dd>
                </div>
                <div>
                  <dt>{t('klobMeter.median')}</dt>
                  <dd>{formatRupiah(item.data.salaryStatistics.median)}</dd>
                </div>
                <div>
                  <dt>{t('klobMeter.p75')}</dt>
                  <dd>{formatRupiah(item.data.salaryStatistics.p75)}</dd>
                </div>
              </dl>
              <p css={mutedStyle}>{t('klobMeter.sampleSize', { count: item.data.salaryStatistics.sampleSize })}</p>
            </section>
          )}
          {item.data.careerTest && (
            <section css={sectionBoxStyle}>
              <p>
                {t('klobMeter.questionCount', { count: item.data.careerTest.questionCount })} ·{' '}
                {t('klobMeter.duration', { minutes: item.data.careerTest.durationMinutes })}
              </p>
              {!signedIn && <Button onClick={() => auth.requireLogin(pageLoginTarget(pathname))}>{t('klobMeter.loginToStart')}</Button>}
            </section>
          )}
        </article>
      )}
    </div>
  );
}
