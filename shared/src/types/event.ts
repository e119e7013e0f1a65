import type { CmsLandingPage, EventProject, SurveyMasterRecord } from '../api-contract/platform';

export type { EventTagCategory, EventType } from '../api-contract/platform';

/** An event (project) record of GET rest/open/page/event/master/project (spec 1 §3). */
export type EventRecord = EventProject;

/** A survey record of GET rest/open/page/survey/masterdata (spec 1 §3). */
export type SurveyRecord = SurveyMasterRecord;

/** A CMS landing page record of GET rest/open/event/landing/extend/corporate/index (spec 1 §3). */
export type CmsLandingPageRecord = CmsLandingPage;
