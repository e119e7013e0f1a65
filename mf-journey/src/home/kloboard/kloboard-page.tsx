import { css } from '@emotion/react';
import { sharedReads, useServerData, useServices } from '@klob/shared';
import type { EventProject } from '@klob/shared/api-contract/platform';
import type { ProfileStrength } from '@klob/shared/api-contract/content';
import { formatScheduleDateTime } from '@klob/shared/format';
import { colors, fontSizes, fontWeights, radii, space } from '@klob/shared/ui';
import { JourneyLink } from '../../common/journey-link';
import { EmptyState, ErrorState, SkeletonList } from '../../common/state-views';
import { cardStyle, chipStyle, gridStyle, mutedStyle, pageStyle, pageTitleStyle, subtitleStyle } from '../../common/styles';
import { useJourneyText } from '../../common/use-journey';
import { usePageQuery } from '../../common/use-page-query';
import { VacancyListCard } from '../../job/vacancy-card';
import { APPLIED_JOBS_PATH } from '../../urls/journey-urls';
import { ProgressRing } from './progress-ring';
import { CareerTips, OnboardingProgress } from './kloboard-getting-started';
import { jobApi } from '../../job/job-api';
import { applicationApi } from '../../application/application-api';

/** How many recommended vacancies and upcoming events the dashboard shows. */
const RECOMMENDED_COUNT = 4;
const EVENT_COUNT = 3;
export const PROFILE_COMPLETENESS_PATH = '/profile-completeness';

const sectionTitleStyle = css`
  margin: ${space(8)} 0 ${space(3)};
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
`;

const summaryStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${space(4)};
`;

const progressStyle = css`
  display: flex;
  align-items: center;
  gap: ${space(4)};
`;

const linkStyle = css`
  color: ${colors.primary};
  font-weight: ${fontWeights.medium};
`;

const noticeStyle = css`
  margin-bottom: ${space(4)};
  padding: ${space(3)} ${space(4)};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
`;

/** Where an event leads: its subdomain page, or the form of a form event (spec 1 §3). */
const eventPath = (event: EventProject) => (event.eventType === 'form' ? `/form/${event.subdomain}` : `/${event.subdomain}`);

/**
 * Events not yet over that have a page, soonest first. Compared as instants: `localeCompare` builds the
 * browser's collator on first use, 20 ms of the kloboard's first render on this machine (80 at a phone's 4x).
 */
const upcomingEvents = (events: EventProject[], now: Date) =>
  events
    .filter((event) => event.subdomain && Date.parse(event.endDate) >= now.getTime())
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate))
    .slice(0, EVENT_COUNT);

/** The profile's progress as the api gives it (its strength's `progressSection`). */
type ProfileProgressSection = ProfileStrength['progressSection'];

function ProfileProgress({ userId }: { userId: string }) {
  const { http } = useServices();
  const strength = useServerData(sharedReads.profileStrength(http.service, userId));
  if (strength.status === 'failed') return <ErrorState retry={strength.retry} />;
  return <ProfileProgressCard progress={strength.status === 'ready' ? strength.data.progressSection : null} />;
}

/** While the progress loads (`null`), the card is drawn in its final size with an empty ring: nothing moves when the figures arrive. */
function ProfileProgressCard({ progress }: { progress: ProfileProgressSection | null }) {
  const { t, pick } = useJourneyText();
  const next = progress?.sections.find((section) => !section.completed);
  const percentText = progress ? t('home.kloboard.progressPercent', { percent: progress.currentPercent }) : t('states.loading');
  return (
    <section css={cardStyle} data-testid={progress ? 'kloboard-progress' : 'kloboard-progress-loading'} aria-busy={!progress}>
      <h2 css={[mutedStyle, { fontWeight: fontWeights.bold, color: colors.text }]}>{t('home.kloboard.progressTitle')}</h2>
      <div css={progressStyle}>
        <ProgressRing percent={progress?.currentPercent ?? 0} label={percentText} />
        <div>
          <p>{progress ? percentText : '–'}</p>
          <p css={mutedStyle}>
            {progress ? (next ? t('home.kloboard.nextStep', { section: pick(next.title) }) : t('home.kloboard.allDone')) : '\u00a0'}
          </p>
        </div>
      </div>
      {next && (
        <JourneyLink to={PROFILE_COMPLETENESS_PATH} css={linkStyle}>
          {t('kloboard.completeProfile')}
        </JourneyLink>
      )}
    </section>
  );
}

function AppliedSummary() {
  const { t } = useJourneyText();
  const { http } = useServices();
  const applied = useServerData({
    key: 'home-applied-count',
    load: (signal) => applicationApi.appliedJobs(http.service, { page: 1, size: 1 }, { signal }),
  });
  return (
    <section css={cardStyle} data-testid="kloboard-applied">
      <h2 css={[mutedStyle, { fontWeight: fontWeights.bold, color: colors.text }]}>{t('kloboard.appliedJobs')}</h2>
      <p css={{ margin: 0, fontSize: '32px', fontWeight: fontWeights.bold }}>
        {applied.status === 'ready' ? applied.data.totalItems : '–'}
      </p>
      <JourneyLink to={APPLIED_JOBS_PATH} css={linkStyle}>
        {t('home.kloboard.seeApplied')}
      </JourneyLink>
    </section>
  );
}

function RecommendedVacancies() {
  const { t } = useJourneyText();
  const { http } = useServices();
  const vacancies = useServerData({
    key: 'home-recommended-vacancies',
    load: (signal) => jobApi.vacancies(http.base, { page: 1, size: RECOMMENDED_COUNT }, { signal }),
  });
  return (
    <section aria-labelledby="kloboard-recommended">
      <h2 id="kloboard-recommended" css={sectionTitleStyle}>
        {t('home.kloboard.recommended')}
      </h2>
      {vacancies.status === 'loading' && <SkeletonList count={RECOMMENDED_COUNT} />}
      {vacancies.status === 'failed' && <ErrorState retry={vacancies.retry} />}
      {vacancies.status === 'ready' &&
        (vacancies.data.items.length === 0 ? (
          <EmptyState />
        ) : (
          <ul css={gridStyle}>
            {vacancies.data.items.map((vacancy) => (
              <li key={vacancy.klobVacancyCode}>
                <VacancyListCard vacancy={vacancy} />
              </li>
            ))}
          </ul>
        ))}
      <p css={{ marginTop: space(3) }}>
        <JourneyLink to="/jobs" css={linkStyle}>
          {t('home.kloboard.seeAllJobs')}
        </JourneyLink>
      </p>
    </section>
  );
}

function UpcomingEvents() {
  const { t, language } = useJourneyText();
  const { http } = useServices();
  const events = useServerData(sharedReads.eventProjects(http.service));
  const upcoming = events.status === 'ready' ? upcomingEvents(events.data, new Date()) : [];
  return (
    <section aria-labelledby="kloboard-events">
      <h2 id="kloboard-events" css={sectionTitleStyle}>
        {t('home.kloboard.events')}
      </h2>
      {events.status === 'loading' && <SkeletonList count={EVENT_COUNT} />}
      {events.status === 'failed' && <ErrorState retry={events.retry} />}
      {events.status === 'ready' &&
        (upcoming.length === 0 ? (
          <EmptyState message={t('home.kloboard.noEvents')} />
        ) : (
          <ul css={gridStyle}>
            {upcoming.map((event) => (
              <li key={event.eventId} data-testid="kloboard-event">
                <JourneyLink to={eventPath(event)} css={cardStyle}>
                  <img
                    src={event.bannerUrl}
                    alt=""
                    loading="lazy"
                    css={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: radii.md }}
                  />
                  <span css={chipStyle} data-testid="kloboard-event-tag">
                    {t(`home.kloboard.eventTags.${event.tagCategory}`)}
                  </span>
                  <strong>{event.name}</strong>
                  <span css={mutedStyle}>
                    {t('home.kloboard.eventDates', {
                      start: formatScheduleDateTime(event.startDate, language),
                      end: formatScheduleDateTime(event.endDate, language),
                    })}
                  </span>
                </JourneyLink>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

/** /home/kloboard (spec 1 §2.3): the signed-in dashboard, with the onboarding progress and tips (issue 14). */
export function KloboardPage() {
  const { t } = useJourneyText();
  const { bus } = useServices();
  const { query } = usePageQuery();
  const { user, isAuthenticated } = bus.getState('auth');
  return (
    <div css={pageStyle} data-testid="kloboard">
      <h1 css={pageTitleStyle}>{user ? t('kloboard.greeting', { name: user.firstName }) : t('kloboard.title')}</h1>
      <p css={subtitleStyle}>{t('kloboard.subtitle')}</p>
      {query.ecertificate && (
        <p css={noticeStyle} role="status" data-testid="kloboard-ecertificate">
          {t('home.kloboard.ecertificateReady', { code: query.ecertificate })}
        </p>
      )}
      <div css={summaryStyle}>
        {/* A signed-in page's frame (issue 25) knows someone is signed in, not who: the card stands there, loading. */}
        {user ? <ProfileProgress userId={user.userId} /> : isAuthenticated && <ProfileProgressCard progress={null} />}
        <AppliedSummary />
      </div>
      {user && <OnboardingProgress userId={user.userId} />}
      <RecommendedVacancies />
      <CareerTips />
      <UpcomingEvents />
    </div>
  );
}
