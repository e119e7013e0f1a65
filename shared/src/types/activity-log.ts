import type { ActivityActionQuery, PreLoginUrl } from '../api-contract/platform';

/** Body of POST /rest/open/page/log/actvty/prelogin (spec 1 §3). */
export type { PreLoginActivityLog } from '../api-contract/platform';

/** One visited URL of the pre-login activity log (spec 1 §3). */
export type ActivityLogUrl = PreLoginUrl;

/** The params of POST /rest/post/activity/action (click tracking, spec 2 §7, spec 3 §2). */
export type ActivityActionParams = ActivityActionQuery;
