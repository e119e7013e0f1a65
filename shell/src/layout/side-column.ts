import { css } from '@emotion/react';
import { useBusState } from '@klob/shared';
import { MOBILE_MEDIA_QUERY, mediaDesktop, space, useMediaQuery } from '@klob/shared/ui';

/**
 * The side column's box: on phones it lays nothing out, from desktop width it is 220 px beside the page. Its
 * placeholder holds the same box while the column's chunk loads, so the page does not move over when it arrives.
 */
export const sideColumnBoxStyle = css`
  display: contents;
  ${mediaDesktop} {
    display: block;
    width: 220px;
    flex: none;
    margin: ${space(4)} 0 ${space(4)} clamp(8px, 2vw, 24px);
  }
`;

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
