import { css } from '@emotion/react';
import { colors, fontSizes, mediaMobile, radii, shadows, space, zIndices } from '@klob/shared/ui';
import { logoTileStyle } from '../common/logo-tile';

/** spec 1 §9: the suggestion dropdown's maximum height. */
const SEARCH_DROPDOWN_MAX_HEIGHT = '80vh';

/** A magnifier, drawn in the muted text colour (encoded for a CSS url()). */
const SEARCH_ICON = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns='http://www.w3.org/2000/svg' width='18' height='18' viewBox='0 0 24 24' fill='none' stroke='${colors.textMuted}' stroke-width='2.2' stroke-linecap='round'><circle cx='11' cy='11' r='7'/><path d='m20 20-3.5-3.5'/></svg>`,
)}")`;

export const rootStyle = css`
  position: relative;
  width: min(360px, 32vw);
  ${mediaMobile} {
    width: 36px;
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
  height: 40px;
  padding: 0 ${space(3)} 0 40px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.surfaceMuted} ${SEARCH_ICON} no-repeat 12px center;
  color: ${colors.text};
  font: inherit;
  font-size: ${fontSizes.sm};
  /* Closed on a phone, the box is its icon: it opens full-screen when touched. */
  ${mediaMobile} {
    width: 36px;
    padding: 0;
    background-position: center;
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
