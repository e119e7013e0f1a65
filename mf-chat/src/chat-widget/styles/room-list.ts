/** The list of rooms beside the conversation. */

import { css } from '@emotion/react';
import { colors, fontSizes, mediaMobile, radii, space } from '@klob/shared/ui';

const LIST_WIDTH_PX = 240;

export const listColumnStyle = (hiddenOnMobile: boolean) => css`
  width: ${LIST_WIDTH_PX}px;
  flex-shrink: 0;
  display: flex;
  flex-direction: column;
  border-right: 1px solid ${colors.border};
  input {
    margin: ${space(2)};
    padding: ${space(2)};
    font: inherit;
    font-size: ${fontSizes.sm};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    overflow-y: auto;
    flex: 1;
  }
  ${mediaMobile} {
    width: 100%;
    border-right: none;
    display: ${hiddenOnMobile ? 'none' : 'flex'};
  }
`;

export const roomButtonStyle = (active: boolean) => css`
  width: 100%;
  display: flex;
  gap: ${space(2)};
  align-items: center;
  padding: ${space(2)} ${space(3)};
  border: none;
  border-bottom: 1px solid ${colors.surfaceMuted};
  background: ${active ? colors.surfaceMuted : colors.surface};
  text-align: left;
  font: inherit;
  cursor: pointer;
  span[data-part='text'] {
    flex: 1;
    min-width: 0;
  }
  strong,
  small {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${colors.textMuted};
    font-size: ${fontSizes.xs};
  }
`;

export const roomBadgeStyle = css`
  min-width: 20px;
  padding: 0 ${space(1)};
  border-radius: ${radii.pill};
  background: ${colors.primary};
  color: ${colors.primaryText};
  font-size: ${fontSizes.xs};
  text-align: center;
`;
