import { useBusState } from '@klob/shared';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '@klob/shared/ui';

/**
 * Signed in and wider than a phone, the page has the side menu's column on its left (spec 3 §2);
 * the featured-event card and the back-to-top button stack in it, under the menu, beside the page's
 * text instead of on it (issue 21).
 */
export function useSideColumnShown(): boolean {
  const { isAuthenticated } = useBusState('auth');
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  return isAuthenticated && !isMobile;
}
