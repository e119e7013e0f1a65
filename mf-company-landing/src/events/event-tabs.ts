import type { EventProject } from '@klob/shared/api-contract/platform';

/** The sub-pages of an event route (spec 1 §2.6): /{subdomain}/home, /career, /webinar, /learning. */
export type EventSubPage = 'home' | 'career' | 'webinar' | 'learning';

export interface EventTab {
  subPage: EventSubPage;
  /** Key under eventTabs in the company-landing namespace. */
  labelKey: string;
}

const tab = (subPage: EventSubPage, labelKey: string): EventTab => ({ subPage, labelKey });

/**
 * spec 2 "Virtual event pages" and DECISIONS #8: the tabs by event type. The second tab is
 * the jobs (career), the third the classes or webinars (webinar), the fourth the promo
 * packages (learning, where a package is bought). The graduation variant has its own three tabs.
 */
export function eventTabsOf(event: Pick<EventProject, 'eventType' | 'projectPackage'>): EventTab[] {
  if (event.eventType === 'graduation') {
    return [tab('home', 'home'), tab('career', 'virtualGraduation'), tab('learning', 'bazaar')];
  }
  const labels: Record<string, [career: string | null, webinar: string, learning: string]> = {
    klobfair: ['jobVacancies', 'onlineClass', 'promoPackage'],
    kfaas: ['job', 'webinar', 'bazaar'],
    'restricted-kfaas': [null, 'openingSession', 'bazaar'],
  };
  const [career, webinar, learning] = labels[event.eventType] ?? ['expo', 'webinar', 'promoPackage'];
  const tabs = [tab('home', 'home')];
  if (career) tabs.push(tab('career', career));
  tabs.push(tab('webinar', webinar));
  if (event.projectPackage) tabs.push(tab('learning', learning));
  return tabs;
}
