import { css } from '@emotion/react';
import { colors, fontSizes, mediaMobile, radii, searchBoxWidthStyle, searchFieldStyle, shadows, space, zIndices } from '@klob/shared/ui';
import { logoTileStyle } from '../common/logo-tile';

/** spec 1 §9: the suggestion dropdown's maximum height. */
const SEARCH_DROPDOWN_MAX_HEIGHT = '80vh';

export const rootStyle = css`
  position: relative;
  ${searchBoxWidthStyle}
  ${mediaMobile} {
    flex: none;
  }
`;

/** spec 1 §4.6: on mobile the open search takes the whole screen. */
export const fullScreenStyle = css`
  ${mediaMobile} {
    position: fixed;
    inset: 0;
    z-index: ${zIndices.modal};
    display: flex;
    flex-direction: column;
    gap: ${space(2)};
    width: auto;
    padding: ${space(3)};
    margin: 0;
    background: ${colors.surface};
    input {
      width: auto;
      padding-left: 40px;
      background-position: 12px center;
      color: ${colors.text};
      &::placeholder {
        color: ${colors.textMuted};
      }
    }
  }
`;

export const fieldRowStyle = css`
  display: flex;
  align-items: center;
  gap: ${space(2)};
`;

export const inputStyle = css`
  flex: 1;
  min-width: 0;
  ${searchFieldStyle}
  color: ${colors.text};
  /* Closed on a phone, the box is its icon: it opens full-screen when touched. */
  ${mediaMobile} {
    color: transparent;
    &::placeholder {
      color: transparent;
    }
  }
  &:focus {
    outline: 2px solid ${colors.focusRing};
    border-color: ${colors.primary};
    background-color: ${colors.surface};
  }
`;

export const closeButtonStyle = css`
  display: none;
  ${mediaMobile} {
    display: inline-flex;
    border: 0;
    background: none;
    color: ${colors.primary};
    font: inherit;
    font-weight: 600;
    padding: ${space(2)};
    cursor: pointer;
  }
`;

export const listStyle = css`
  position: absolute;
  top: calc(100% + ${space(1)});
  left: 0;
  right: 0;
  min-width: 320px;
  z-index: ${zIndices.popover};
  max-height: ${SEARCH_DROPDOWN_MAX_HEIGHT};
  overflow-y: auto;
  margin: 0;
  padding: ${space(1)} 0;
  list-style: none;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.popover};
  ${mediaMobile} {
    position: static;
    flex: 1;
    min-width: 0;
    max-height: none;
    border: 0;
    box-shadow: none;
  }
`;

export const titleRowStyle = css`
  padding: ${space(2)} ${space(4)} ${space(1)};
  color: ${colors.textMuted};
  font-size: ${fontSizes.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const optionStyle = css`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(2)} ${space(4)};
  cursor: pointer;
  color: ${colors.text};
  font-size: ${fontSizes.sm};
  &[aria-selected='true'] {
    background: ${colors.surfaceMuted};
    box-shadow: inset 3px 0 0 ${colors.primary};
  }
`;

export const thumbnailStyle = logoTileStyle(32, 'cover');

export const optionTextStyle = css`
  display: flex;
  flex-direction: column;
  min-width: 0;
  flex: 1;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span + span {
    color: ${colors.textMuted};
    font-size: ${fontSizes.xs};
  }
`;

export const deleteButtonStyle = css`
  flex: none;
  border: 0;
  background: none;
  color: ${colors.textMuted};
  width: 28px;
  height: 28px;
  border-radius: ${radii.round};
  cursor: pointer;
  font-size: ${fontSizes.lg};
  line-height: 1;
  &:hover {
    background: ${colors.border};
    color: ${colors.text};
  }
`;

export const emptyRowStyle = css`
  padding: ${space(3)} ${space(4)};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;
