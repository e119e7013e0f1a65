import { css } from '@emotion/react';
import { mediaMobile, radii, shadows, space } from '@klob/shared/ui';

/**
 * Where the signed-in overlays (the extra bar, the notification widget) float: over the page near its bottom edge, never
 * in its flow. What they show is read after the first render (a profile's completeness, the unread counts), so in the
 * flow they pushed the page down when it came (issue 25: CLS 0.075 on `/home/kloboard`). Desktop: centred above the
 * bottom edge, between the side column and the chat and community buttons. 768 px or less: under the header, as the
 * bottom is the bottom bar's, the back-to-top button's and the chat button's.
 */
export const overlayStackStyle = css`
  position: fixed;
  /* Under the sticky header (40), whose menus open over it. */
  z-index: 30;
  bottom: 20px;
  left: 50%;
  transform: translateX(-50%);
  width: min(560px, calc(100vw - 40px));
  display: grid;
  gap: ${space(2)};
  &:empty {
    display: none;
  }
  ${mediaMobile} {
    top: 96px;
    bottom: auto;
    left: 12px;
    right: 12px;
    width: auto;
    transform: none;
  }
`;

/** One overlay of the stack: a card with its text, links and close button on a line, wrapping on a phone. */
export const overlayCardStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(3)};
  padding: ${space(2)} ${space(3)};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.popover};
  font-size: 14px;
`;
