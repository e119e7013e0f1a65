import type { HttpClient } from '../services/http-client';
import {
  EVENT_PATHS,
  LANDING_PATHS,
  PLATFORM_PATHS,
  type CmsLandingPage,
  type EventProject,
  type SurveyMasterRecord,
} from '../api-contract/platform';
import type { RemoteName } from '../units/catalogue';
import type { RemoteRouteAccess } from './published-routes';

/** spec 1 §2.6, §7: the server data the dynamic routes are built from. */
export const DYNAMIC_ROUTE_SOURCES = {
  events: EVENT_PATHS.projects,
  cmsLandingPages: LANDING_PATHS.cmsLandingPages,
  surveys: PLATFORM_PATHS.surveys,
} as const;

/** spec 1 §2.6: the sub-pages every event route has. */
export const EVENT_SUB_PAGES = ['home', 'career', 'webinar', 'learning'] as const;
const FORM_EVENT_TYPE = 'form';
const PAGE_SURVEY_TYPE = 'page';

export interface DynamicRouteSet {
  eventSubdomains: ReadonlySet<string>;
  /** Events that sell a package (`projectPackage`): their learning path takes a card (spec 1 §2.9). */
  packagedEventSubdomains: ReadonlySet<string>;
  formIds: ReadonlySet<string>;
  cmsSubdomains: ReadonlySet<string>;
  surveyUrls: ReadonlySet<string>;
}

export interface DynamicRouteMatch {
  access: RemoteRouteAccess;
  owner: RemoteName;
  /** mf-company-landing's pages: an event's pages or a CMS landing page. */
  landing?: 'event' | 'cms';
}

async function resultList<T>(service: HttpClient, path: string): Promise<T[]> {
  try {
    const answer = await service.get<{ result?: T[] | null }>(path);
    return Array.isArray(answer?.result) ? answer.result : [];
  } catch (error) {
    // One source failing must not hide the routes of the others; its paths show not-found.
    console.warn(`Dynamic routes: ${path} could not be read`, error);
    return [];
  }
}

export async function fetchDynamicRoutes(service: HttpClient): Promise<DynamicRouteSet> {
  const [events, cmsPages, surveys] = await Promise.all([
    resultList<EventProject>(service, DYNAMIC_ROUTE_SOURCES.events),
    resultList<CmsLandingPage>(service, DYNAMIC_ROUTE_SOURCES.cmsLandingPages),
    resultList<SurveyMasterRecord>(service, DYNAMIC_ROUTE_SOURCES.surveys),
  ]);
  const withSubdomain = events.filter((event): event is EventProject & { subdomain: string } => Boolean(event.subdomain));
  return {
    eventSubdomains: new Set(withSubdomain.filter((event) => event.eventType !== FORM_EVENT_TYPE).map((event) => event.subdomain)),
    packagedEventSubdomains: new Set(
      withSubdomain.filter((event) => event.eventType !== FORM_EVENT_TYPE && event.projectPackage).map((event) => event.subdomain),
    ),
    formIds: new Set(withSubdomain.filter((event) => event.eventType === FORM_EVENT_TYPE).map((event) => event.subdomain)),
    cmsSubdomains: new Set(cmsPages.filter((page) => Boolean(page.subdomain)).map((page) => page.subdomain)),
    surveyUrls: new Set(surveys.filter((survey) => survey.surveyType === PAGE_SURVEY_TYPE).map((survey) => survey.surveyUrl)),
  };
}

/**
 * spec 1 §2.6: /{subdomain} (and its four sub-pages) per event, /{subdomain}
 * per CMS landing page, /eform/{surveyUrl} per page survey, and
 * /form/{id} per form event (authenticated-only, §2.3). Null: not a dynamic route.
 */
export function matchDynamicRoute(pathname: string, routes: DynamicRouteSet): DynamicRouteMatch | null {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  const [first = '', second] = segments;
  if (segments.length === 2 && first === 'eform' && routes.surveyUrls.has(second ?? '')) return { access: 'public', owner: 'mf_forms' };
  if (segments.length === 2 && first === 'form' && routes.formIds.has(second ?? '')) {
    return { access: 'authenticated-only', owner: 'mf_forms' };
  }
  if (segments.length === 1 && routes.eventSubdomains.has(first))
    return { access: 'public', owner: 'mf_company_landing', landing: 'event' };
  if (segments.length === 1 && routes.cmsSubdomains.has(first)) return { access: 'public', owner: 'mf_company_landing', landing: 'cms' };
  const isEventSubPage = (EVENT_SUB_PAGES as readonly string[]).includes(second ?? '');
  if (segments.length === 2 && routes.eventSubdomains.has(first) && isEventSubPage)
    return { access: 'public', owner: 'mf_company_landing', landing: 'event' };
  return null;
}
