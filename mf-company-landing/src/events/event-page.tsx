import { css } from '@emotion/react';
import { useServerData, useUnitProps } from '@klob/shared';
import type { EventProject } from '@klob/shared/api-contract/platform';
import { PRODUCT_NAME } from '@klob/shared/constants';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button, colors, fontWeights, mediaMobile, space, Spinner } from '@klob/shared/ui';
import { fetchEvent } from './event-api';
import { eventTabsOf, type EventSubPage } from './event-tabs';
import { EventHome } from './event-home';
import { EventBooths, useEventBoothsWithVacancies } from './event-booths';
import { EventPackages } from './event-packages';
import { EventSessions } from './event-sessions';
import { eventGuestbookQuery } from './event-guestbook';

const tabsStyle = css`
  position: sticky;
  top: 0;
  z-index: 1;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
  ul {
    display: flex;
    gap: ${space(6)};
    max-width: 1080px;
    margin: 0 auto;
    padding: 0 ${space(4)};
    list-style: none;
    overflow-x: auto;
  }
  a {
    display: block;
    padding: ${space(4)} 0;
    border-bottom: 3px solid transparent;
    color: ${colors.textMuted};
    font-weight: ${fontWeights.medium};
    text-decoration: none;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
  ${mediaMobile} {
    ul {
      gap: ${space(4)};
    }
  }
`;

const bodyStyle = css`
  max-width: 1080px;
  margin: 0 auto;
  padding: ${space(6)} ${space(4)} ${space(12)};
`;

/** The sub-page of /{subdomain}[/{subPage}]: /{subdomain} alone is the home tab. */
function routeOf(pathname: string): { subdomain: string; subPage: EventSubPage } {
  const [subdomain = '', subPage = 'home'] = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  return { subdomain, subPage: (['home', 'career', 'webinar', 'learning'] as const).find((page) => page === subPage) ?? 'home' };
}

/** spec 1 §2.6, spec 2 "Virtual event pages": one event's pages, its tabs by event type. */
export function EventPage() {
  const { t } = useTranslation('company-landing');
  const { services, pathname } = useUnitProps();
  const { subdomain, subPage } = routeOf(pathname);
  const event = useServerData({
    key: `landing-event:${subdomain}`,
    load: (signal) => fetchEvent(services.http.service, subdomain, signal),
  });
  if (event.status === 'loading') return <Spinner label={t('event.loading')} />;
  if (event.status === 'failed') {
    return (
      <p role="alert" css={bodyStyle}>
        {t('event.failed')} <Button onClick={event.retry}>{t('vacancies.retry')}</Button>
      </p>
    );
  }
  if (!event.data) return <p css={bodyStyle}>{t('event.notFound')}</p>;
  return <Event event={event.data} subdomain={subdomain} subPage={subPage} />;
}

function Event({ event, subdomain, subPage }: { event: EventProject; subdomain: string; subPage: EventSubPage }) {
  const { t } = useTranslation('company-landing');
  const { services } = useUnitProps();
  const tabs = eventTabsOf(event);
  // A hidden tab's address (e.g. /career of a restricted event) shows the home tab.
  const shown = tabs.some((tab) => tab.subPage === subPage) ? subPage : 'home';
  const pathOf = (page: EventSubPage) => `/${encodeURIComponent(subdomain)}/${page}`;
  const guestbookQuery = eventGuestbookQuery(event);
  return (
    <div data-testid="event-page">
      <title>{`${event.name} | ${PRODUCT_NAME}`}</title>
      <nav css={tabsStyle} aria-label={t('event.tabsLabel')}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.subPage}>
              <a
                href={pathOf(tab.subPage)}
                aria-current={tab.subPage === shown ? 'page' : undefined}
                onClick={(click) => {
                  click.preventDefault();
                  services.navigate(pathOf(tab.subPage));
                }}
              >
                {t(`eventTabs.${tab.labelKey}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div css={bodyStyle}>
        {shown === 'home' && <EventHome event={event} />}
        {/* The graduation variant's second tab is its registration: the ceremonies to sign up for. */}
        {shown === 'career' && (event.eventType === 'graduation' ? <EventSessions event={event} /> : <EventJobs subdomain={subdomain} />)}
        {shown === 'webinar' && <EventSessions event={event} />}
        {shown === 'learning' && <EventPackages event={event} />}
      </div>
      {guestbookQuery && <services.UnitSlot unit={{ remote: 'mf_forms', unit: 'guestbook' }} query={guestbookQuery} />}
    </div>
  );
}

/** The jobs tab: every booth open, with its vacancies. */
function EventJobs({ subdomain }: { subdomain: string }) {
  return <EventBooths booths={useEventBoothsWithVacancies(subdomain)} expanded />;
}
