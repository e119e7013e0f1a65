/** The chat bubble and its unread badge. */

import { css } from '@emotion/react';
import { colors, fontSizes, fontWeights, radii, space } from '@klob/shared/ui';

const BUBBLE_SIZE_PX = 56;

export const bubbleStyle = css`
  position: relative;
  width: ${BUBBLE_SIZE_PX}px;
  height: ${BUBBLE_SIZE_PX}px;
  border-radius: ${radii.round};
  border: none;
  background: ${colors.primary};
  color: ${colors.primaryText};
  box-shadow: 0 4px 12px rgba(15, 20, 30, 0.25);
  cursor: pointer;
  display: flex;
  align-items: center;
  justify-content: center;
  &:hover {
    background: ${colors.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${colors.focusRing};
  }
`;

export const badgeStyle = css`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 20px;
  height: 20px;
  padding: 0 ${space(1)};
  border-radius: ${radii.pill};
  background: ${colors.danger};
  color: ${colors.primaryText};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.bold};
  line-height: 20px;
  text-align: center;
`;
