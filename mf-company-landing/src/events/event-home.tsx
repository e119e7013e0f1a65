import { css } from '@emotion/react';
import { useServerData, useUnitProps } from '@klob/shared';
import type { EventProject } from '@klob/shared/api-contract/platform';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, fontSizes, fontWeights, mediaMobile, radii, space, Spinner } from '@klob/shared/ui';
import { useCountdown } from './countdown';
import { fetchJobFairImages } from './event-api';
import { EventBooths, useEventBooths } from './event-booths';

/** The job-fair banner formats: 3:1 on desktop, 4:3 for the phone image (the `<source>` below 768 px). */
const DESKTOP_BANNER = { width: 1200, height: 400 } as const;
const MOBILE_BANNER = { width: 640, height: 480 } as const;

const bannerStyle = css`
  display: grid;
  gap: ${space(3)};
  margin-bottom: ${space(6)};
  /* The banner keeps its format's box whatever the file's size, so its arrival moves nothing below it. */
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${DESKTOP_BANNER.width} / ${DESKTOP_BANNER.height};
    object-fit: cover;
    border-radius: ${radii.lg};
  }
  ${mediaMobile} {
    img {
      aspect-ratio: ${MOBILE_BANNER.width} / ${MOBILE_BANNER.height};
    }
  }
`;

const countdownStyle = css`
  padding: ${space(6)};
  margin-bottom: ${space(8)};
  border-radius: ${radii.lg};
  background: linear-gradient(135deg, ${colors.primary}, ${colors.primaryDeep});
  color: ${colors.primaryText};
  text-align: center;
  h1 {
    margin: 0 0 ${space(2)};
    font-size: 30px;
  }
  ol {
    display: flex;
    justify-content: center;
    gap: ${space(4)};
    margin: ${space(4)} 0 0;
    padding: 0;
    list-style: none;
  }
  li {
    min-width: 72px;
    padding: ${space(3)};
    border-radius: ${radii.md};
    background: rgba(255, 255, 255, 0.15);
  }
  strong {
    display: block;
    font-size: 28px;
    font-weight: ${fontWeights.bold};
  }
  ${mediaMobile} {
    h1 {
      font-size: 22px;
    }
    ol {
      gap: ${space(2)};
    }
    li {
      min-width: 60px;
      padding: ${space(2)};
    }
    strong {
      font-size: ${fontSizes.xl};
    }
  }
`;

/** spec 3 §3 job fair state: banners, the countdown (time, completed, eventName) and the participating companies. */
export function EventHome({ event }: { event: EventProject }) {
  const { t } = useTranslation('company-landing');
  const { services } = useUnitProps();
  const subdomain = event.subdomain ?? '';
  const banners = useServerData({
    key: `landing-event-banners:${subdomain}`,
    load: (signal) => fetchJobFairImages(services.http.service, subdomain, signal),
  });
  // Asked for beside the banners, not after them: both arrive in one round (the server's first screen too).
  const booths = useEventBooths(subdomain);
  const countdown = useCountdown(event.startDate);
  const ended = countdown.completed && new Date() > new Date(event.endDate);
  // The banners sit above the countdown: the home waits for them rather than pushing the countdown down when they arrive.
  if (banners.status === 'loading') return <Spinner label={t('event.loading')} />;
  return (
    <>
      {banners.status === 'ready' && banners.data.length > 0 && (
        <div css={bannerStyle}>
          {banners.data.map((banner) => (
            <picture key={banner.imageId}>
              <source media="(max-width: 768px)" srcSet={banner.mobileImageUrl} {...MOBILE_BANNER} />
              <img src={banner.imageUrl} alt={event.name} {...DESKTOP_BANNER} />
            </picture>
          ))}
        </div>
      )}
      <section css={countdownStyle} aria-labelledby="event-name" data-testid="event-countdown">
        <h1 id="event-name">{event.name}</h1>
        {!countdown.completed && (
          <>
            <p>{t('event.countdownTitle')}</p>
            <ol>
              {(['days', 'hours', 'minutes', 'seconds'] as const).map((unit) => (
                <li key={unit} data-testid={`countdown-${unit}`}>
                  <strong>{countdown[unit]}</strong>
                  {t(`event.${unit}`)}
                </li>
              ))}
            </ol>
          </>
        )}
        {countdown.completed && <p role="status">{ended ? t('event.ended') : t('event.live')}</p>}
      </section>
      <EventBooths booths={booths} expanded={false} />
    </>
  );
}
