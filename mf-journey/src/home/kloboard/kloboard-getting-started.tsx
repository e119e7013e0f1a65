import { css } from '@emotion/react';
import { sharedReads, useServerData, useServices } from '@klob/shared';
import { isOnboardingAllNull } from '@klob/shared/api-contract/onboarding';
import { colors, fontSizes, fontWeights, radii, space } from '@klob/shared/ui';
import { JourneyLink } from '../../common/journey-link';
import { EmptyState, ErrorState, SkeletonList } from '../../common/state-views';
import { cardStyle, gridStyle, mutedStyle } from '../../common/styles';
import { useJourneyText } from '../../common/use-journey';
import { kloboardApi } from './kloboard-api';

const sectionTitleStyle = css`
  margin: ${space(8)} 0 ${space(3)};
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
`;

const barStyle = css`
  height: 8px;
  border-radius: ${radii.pill};
  background: ${colors.surfaceMuted};
  overflow: hidden;
  > span {
    display: block;
    height: 100%;
    background: ${colors.success};
  }
`;

const stepListStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${space(3)};
  margin: ${space(3)} 0 0;
  padding: 0;
  list-style: none;
`;

const stepStyle = css`
  display: grid;
  gap: ${space(1)};
  align-content: start;
  padding: ${space(3)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  &[data-done='true'] {
    background: ${colors.surfaceMuted};
  }
`;

const linkStyle = css`
  color: ${colors.primary};
  font-weight: ${fontWeights.medium};
`;

/** The onboarding progress: shown while the onboarding master data is not all null (spec 1 §2.9, §3). */
export function OnboardingProgress({ userId }: { userId: string }) {
  const { t, pick } = useJourneyText();
  const { http } = useServices();
  const onboarding = useServerData(sharedReads.onboarding(http.service, userId));
  // Most users finished their onboarding long ago and see nothing here: a skeleton would only collapse (a layout shift).
  if (onboarding.status === 'loading') return null;
  if (onboarding.status === 'failed') return <ErrorState retry={onboarding.retry} />;
  const { data } = onboarding;
  if (!data || isOnboardingAllNull(data) || !data.steps) return null;
  const steps = data.steps;
  const done = steps.filter((step) => step.done).length;
  const percent = Math.round((done * 100) / steps.length);
  return (
    <section aria-labelledby="kloboard-onboarding" data-testid="kloboard-onboarding">
      <h2 id="kloboard-onboarding" css={sectionTitleStyle}>
        {t('home.kloboard.onboardingTitle')}
      </h2>
      {data.intro && <p css={[mutedStyle, { marginBottom: space(2) }]}>{pick(data.intro)}</p>}
      <p css={{ margin: `0 0 ${space(2)}`, fontWeight: fontWeights.bold }}>
        {t('home.kloboard.onboardingProgress', { done, total: steps.length })}
      </p>
      <div
        css={barStyle}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('home.kloboard.onboardingTitle')}
      >
        <span css={{ width: `${percent}%` }} />
      </div>
      <ol css={stepListStyle}>
        {steps.map((step) => (
          <li key={step.stepKey} css={stepStyle} data-done={step.done} data-testid="kloboard-onboarding-step">
            <strong>
              {step.done ? '✓ ' : ''}
              {pick(step.title)}
            </strong>
            <span css={mutedStyle}>{pick(step.description)}</span>
            {step.done ? (
              <span css={[mutedStyle, { color: colors.success }]}>{t('home.kloboard.stepDone')}</span>
            ) : (
              <JourneyLink
                to={step.linkPath}
                css={linkStyle}
                aria-label={`${t('home.kloboard.openStep')}: ${pick(step.title)}`}
                onClick={() => {
                  kloboardApi
                    .followStep(http.service, step.stepKey)
                    .catch((error: unknown) => console.error('[klob] onboarding step not recorded', error));
                }}
              >
                {t('home.kloboard.openStep')}
              </JourneyLink>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Tips for job seekers from the tips master data (spec 1 §3 "Other state"). */
export function CareerTips() {
  const { t, pick } = useJourneyText();
  const { http } = useServices();
  const tips = useServerData({
    key: 'home-tips',
    load: (signal) => kloboardApi.tips(http.service, { signal }),
  });
  return (
    <section aria-labelledby="kloboard-tips" data-testid="kloboard-tips">
      <h2 id="kloboard-tips" css={sectionTitleStyle}>
        {t('home.kloboard.tipsTitle')}
      </h2>
      {tips.status === 'loading' && <SkeletonList count={3} />}
      {tips.status === 'failed' && <ErrorState retry={tips.retry} />}
      {tips.status === 'ready' &&
        (tips.data.length === 0 ? (
          <EmptyState message={t('home.kloboard.noTips')} />
        ) : (
          <ul css={gridStyle}>
            {tips.data.map((tip) => (
              <li key={tip.tipId} data-testid="kloboard-tip">
                <article css={cardStyle}>
                  <h3 css={{ margin: 0, fontSize: fontSizes.md, fontWeight: fontWeights.bold }}>{pick(tip.title)}</h3>
                  <p css={[mutedStyle, { flex: 1 }]}>{pick(tip.body)}</p>
                  {tip.linkPath && (
                    <JourneyLink to={tip.linkPath} css={linkStyle} aria-label={`${t('home.kloboard.tipLink')}: ${pick(tip.title)}`}>
                      {t('home.kloboard.tipLink')}
                    </JourneyLink>
                  )}
                </article>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
