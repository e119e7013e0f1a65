import type { HttpClient } from '@klob/shared';
import { ACTIVITY_PATHS, type ACTIVITY_CLICKS, type ActivityActionQuery } from '@klob/shared/api-contract/platform';

/** spec 1 §7: click tracking is POST /rest/post/activity/action with query params. */
export const ACTIVITY_ACTION_PATH = ACTIVITY_PATHS.action;

/** The two clicks of the community popup (spec 2 §7: S2-7-24, S2-7-25). */
export type CommunityClick = typeof ACTIVITY_CLICKS.communityButton | typeof ACTIVITY_CLICKS.communityInvitation;

export interface ClickContext {
  /** The page the click happened on. */
  referer: string;
  /** Whether a session token is there: /rest/post/* answers 401 without one. */
  signedIn: boolean;
  /** The signed-in user's id from the bus auth channel, when the profile is loaded. */
  userId: string | undefined;
}

/**
 * The query of one tracked click (S2-7-27: it carries referer and user), or null for a visitor:
 * /rest/post/* needs a signed-in caller, so a visitor's click would only earn a 401 (see README).
 */
export function activityQueryOf(click: CommunityClick, { referer, signedIn, userId }: ClickContext): ActivityActionQuery | null {
  if (!signedIn) return null;
  return { entity: click.entity, entityId: click.entityId, referer, user: userId ?? '' };
}

/** Sends the click without waiting: a failure is only logged and never blocks what the click does. */
export function trackClick(client: HttpClient, click: CommunityClick, context: ClickContext): void {
  const query = activityQueryOf(click, context);
  if (!query) return;
  Promise.resolve()
    .then(() => client.post(ACTIVITY_ACTION_PATH, undefined, { params: query }))
    .catch((error: unknown) => console.error(`[mf-chat] click ${click.entityId} could not be tracked`, error));
}
