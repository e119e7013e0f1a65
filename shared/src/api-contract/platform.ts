/**
 * Request and response shapes of the platform calls (api area 040, spec 1 §3 and §7):
 * events, CMS landing pages, survey master data, interruptions and activity logs.
 * Every answer is wrapped in the envelope `{ status, message, result }`; the types
 * below describe `result`.
 */

import { CONTENT_PATHS, type LocalizedText } from './content';

export const EVENT_TYPES = ['form', 'klobfair', 'kfaas', 'graduation', 'restricted-kfaas'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Event tag categories of spec 1 §3; '{product} event' is written klobEvent. */
export const EVENT_TAG_CATEGORIES = ['jobFair', 'workshop', 'others', 'scholarship', 'klobEvent'] as const;
export type EventTagCategory = (typeof EVENT_TAG_CATEGORIES)[number];

export interface EventProjectPackage {
  packageCode: string;
  packageName: string;
  /** Rupiah. */
  priceRupiah: number;
}

/** The platform's own calls: the dynamic-route sources beside EVENT_PATHS, the interruptions, the demo pictures and the health probe. */
export const PLATFORM_PATHS = {
  /** GET: {@link SurveyMasterRecord}[]. */
  surveys: '/rest/open/page/survey/masterdata',
  /** GET: the signed-in caller's {@link Interruption}[] (visitors get []). */
  interruptions: '/rest/open/interruption/list',
  /** GET /static/demo/... and /static/icons/...: the demo pictures the seed data refers to. */
  demoPictures: '/static/*',
  health: '/health',
} as const;

/** Paths of the event calls (spec 1 §3). */
export const EVENT_PATHS = {
  projects: '/rest/open/page/event/master/project',
} as const;

/** One item of GET rest/open/page/event/master/project. */
export interface EventProject {
  eventId: string;
  /** Route /{subdomain}; for eventType form it is the id of /form/{id}. Null: no route. */
  subdomain: string | null;
  name: string;
  project: string;
  eventType: EventType;
  /** Null when the event sells no package (the promo tab is hidden, DECISIONS #8). */
  projectPackage: EventProjectPackage | null;
  tagCategory: EventTagCategory;
  corporateId: string | null;
  bannerUrl: string;
  /** ISO timestamps. */
  startDate: string;
  endDate: string;
}

/** GET /rest/open/page/before/jobfair/image?subdomain=: banners shown before a job fair opens. */
export interface JobFairImageQuery {
  /** Event subdomain; without it the banners of every job fair. An unknown subdomain answers 404. */
  subdomain?: string;
}

export interface JobFairImage {
  imageId: number;
  subdomain: string;
  imageUrl: string;
  mobileImageUrl: string;
  linkUrl: string | null;
  sequence: number;
}

/** One item of GET rest/open/event/landing/extend/corporate/index (every page, active or not). */
export interface CmsLandingPage {
  subdomain: string;
  title: string;
  corporateId: string;
  template: { templateName: string };
  startDate: string;
  endDate: string;
}

/** One item of GET rest/open/page/survey/masterdata: the surveys that have an /eform/{surveyUrl} page. */
export interface SurveyMasterRecord {
  surveyUrl: string;
  surveyId: string;
  surveyType: 'page';
  surveyName: string;
}

export const INTERRUPTION_TYPES = ['complete-profile', 'fill-survey', 'update-job-preference'] as const;
export type InterruptionType = (typeof INTERRUPTION_TYPES)[number];

/** One item of GET /rest/open/interruption/list: pending for the signed-in user; visitors get []. */
export interface Interruption {
  interruptionType: InterruptionType;
  title: LocalizedText;
  /** Where the shifting page sends the user to resolve it. */
  targetUrl: string;
  createdAt: string;
}

/** The activity calls, typed once for the api and its clients. */
export const ACTIVITY_PATHS = {
  /** POST with the {@link ActivityActionQuery} as query params; needs a signed-in caller. */
  action: '/rest/post/activity/action',
  /** POST a {@link PageViewRequest}: the shell's page-view analytics on each route change (spec 1 §2.9); visitors too. */
  pageView: '/rest/open/page/view',
  /** POST {@link PreLoginActivityLog}: a visitor's visit log before signing in. */
  preLogin: '/rest/open/page/log/actvty/prelogin',
} as const;

/**
 * POST /rest/post/activity/action?entity=&entityId=&referer=&user=...
 * Further query params are kept as they are (string values, at most ACTIVITY_EXTRA_PARAMS_LIMIT).
 */
export interface ActivityActionQuery {
  entity: string;
  entityId: string;
  referer?: string;
  user?: string;
  [extra: string]: string | undefined;
}
export const ACTIVITY_EXTRA_PARAMS_LIMIT = 20;

/** Click-tracking values of spec 2 §7. */
export const ACTIVITY_CLICKS = {
  communityButton: { entity: 'community', entityId: 'button-community' },
  communityInvitation: { entity: 'community', entityId: 'invitation-page' },
  employersButton: { entity: 'landing', entityId: 'employers-button' },
} as const;

export interface ActivityActionResult {
  activityId: number;
}

/** The server keeps the last PRELOGIN_URL_LIMIT URLs of a log (spec 1 §9) and refuses more than PRELOGIN_URL_MAX_ACCEPTED. */
export const PRELOGIN_URL_LIMIT = 10;
export const PRELOGIN_URL_MAX_ACCEPTED = 100;

export interface PreLoginUrl {
  preLoginUrl: string;
  sequence: number;
}

/** POST /rest/open/page/log/actvty/prelogin body (spec 1 §3); exactly one of email and token. */
export interface PreLoginActivityLog {
  entity: string;
  entityId: string;
  userAgent: string;
  totalClick: number;
  listUrl: PreLoginUrl[];
  preLogin1Url?: string | null;
  preLogin2Url?: string | null;
  type: string;
  email?: string;
  /** The id token of the user who just signed in. */
  token?: string;
}

export interface PreLoginLogResult {
  logId: number;
  /** URLs kept: the last PRELOGIN_URL_LIMIT by sequence. */
  storedUrls: number;
  userId: string | null;
}

/** Body of POST /rest/open/page/view. `path` is the app path with its query (starts with '/'). */
export interface PageViewRequest {
  path: string;
  /** The previous app path of this visit, if any. */
  referrer?: string;
  language: 'id' | 'en';
}

export interface PageViewResult {
  viewId: number;
  /** The signed-in caller the view was counted for, null for a visitor. */
  userId: string | null;
}

/** GET with {@link ReverseGeocodeQuery}: the country of a position and the language the site offers there (spec 1 §1, §7). */
export const REVERSE_GEOCODE_PATH = '/rest/open/geocode/reverse';

export interface ReverseGeocodeQuery {
  lat: number;
  lng: number;
}

export interface ReverseGeocodeResult {
  /** ISO 3166-1 alpha-2 of the country found, 'ID' for Indonesia; null where the offline lookup knows none. */
  countryCode: string | null;
  /** Indonesia -> id, anywhere else -> en. */
  language: 'id' | 'en';
}

/** The calls of mf-company-landing's pages (campaign, event and CMS landing pages; spec 1 §2.5-§2.6). */
export const LANDING_PATHS = {
  cmsLandingPages: '/rest/open/event/landing/extend/corporate/index',
  jobFairImages: '/rest/open/page/before/jobfair/image',
  /** GET ?subdomain= : the companies with a booth at an event ({@link EventCompany}[]); 404 for an unknown subdomain. */
  eventCompanies: '/rest/open/page/event/company',
  /** GET ?subdomain= : the event's sessions (webinars, classes, opening sessions, graduation ceremonies), {@link EventSession}[]; 404 unknown subdomain. */
  eventSessions: '/rest/open/page/event/session',
  /** A campaign's or booth's open vacancies: the vacancy list (content.ts VacancyListQuery) with corporateId. */
  vacancyList: CONTENT_PATHS.vacancyList,
} as const;

/** One booth of GET /rest/open/page/event/company?subdomain=, in booth order. */
export interface EventCompany {
  corporateId: string;
  corporateName: string;
  corporateSlug: string;
  logoUrl: string | null;
  industry: string | null;
  city: string | null;
  /** Open, non-anonymous vacancies of the company. */
  totalVacancies: number;
  /** The company answers chat messages (the booth's chat button). */
  hasChat: boolean;
}

/** One session of GET /rest/open/page/event/session?subdomain=, earliest first. */
export interface EventSession {
  sessionId: string;
  title: string;
  speaker: string;
  /** ISO timestamps. */
  startAt: string;
  endAt: string;
}
