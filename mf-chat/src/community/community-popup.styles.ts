import { css } from '@emotion/react';
import {
  bareListStyle,
  colors,
  fontFamily,
  fontSizes,
  fontWeights,
  mediaDesktop,
  mediaMobile,
  radii,
  shadows,
  space,
  transitions,
  zIndices,
} from '@klob/shared/ui';

/** The round button on mobile; on desktop it grows into a pill with its label. */
const BUTTON_SIZE_PX = 56;
const PANEL_WIDTH_PX = 320;
/** The panel sits this far above the button. */
const PANEL_GAP_PX = 12;
/** Where the host's floating slot puts the button on mobile (page-shell: 20 px from the edges). */
const MOBILE_EDGE_PX = 16;
const MOBILE_SLOT_BOTTOM_PX = 20;

export const rootStyle = css`
  position: relative;
  display: inline-block;
  font-family: ${fontFamily};
  font-size: ${fontSizes.sm};
  color: ${colors.text};
`;

export const toggleButtonStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-width: ${BUTTON_SIZE_PX}px;
  height: ${BUTTON_SIZE_PX}px;
  padding: 0 ${space(5)};
  border: 0;
  border-radius: ${radii.pill};
  background: ${colors.primary};
  color: ${colors.primaryText};
  font: inherit;
  font-weight: ${fontWeights.bold};
  box-shadow: ${shadows.popover};
  cursor: pointer;
  transition: background ${transitions.fast};
  &:hover,
  &[aria-expanded='true'] {
    background: ${colors.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${colors.focusRing};
    outline-offset: 2px;
  }
  ${mediaMobile} {
    width: ${BUTTON_SIZE_PX}px;
    padding: 0;
  }
`;

/** The visible label: shown next to the icon on desktop; on mobile the button's aria-label names it. */
export const toggleLabelStyle = css`
  ${mediaMobile} {
    display: none;
  }
`;

export const panelStyle = css`
  position: absolute;
  right: 0;
  bottom: calc(100% + ${PANEL_GAP_PX}px);
  z-index: ${zIndices.popover};
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  width: ${PANEL_WIDTH_PX}px;
  max-height: min(480px, 70vh);
  padding: ${space(4)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.popover};
  overflow: hidden;
  /* the class's display must not override the hidden attribute */
  &[hidden] {
    display: none;
  }
  ${mediaMobile} {
    position: fixed;
    left: ${MOBILE_EDGE_PX}px;
    right: ${MOBILE_EDGE_PX}px;
    bottom: ${MOBILE_SLOT_BOTTOM_PX + BUTTON_SIZE_PX + PANEL_GAP_PX}px;
    width: auto;
    max-height: 60vh;
  }
`;

export const panelHeaderStyle = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space(2)};
`;

export const panelTitleStyle = css`
  margin: 0;
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.bold};
  line-height: 1.4;
`;

export const panelDescriptionStyle = css`
  margin: ${space(1)} 0 0;
  color: ${colors.textMuted};
  line-height: 1.5;
`;

export const closeButtonStyle = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${radii.round};
  background: transparent;
  color: ${colors.textMuted};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 3px solid ${colors.focusRing};
  }
`;

export const invitationListStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  ${bareListStyle}
  overflow-y: auto;
`;

export const invitationLinkStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  padding: ${space(3)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  color: ${colors.primary};
  font-weight: ${fontWeights.medium};
  text-decoration: none;
  word-break: break-word;
  transition: background ${transitions.fast};
  &:hover {
    background: ${colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 3px solid ${colors.focusRing};
    outline-offset: 1px;
  }
  ${mediaDesktop} {
    padding: ${space(2)} ${space(3)};
  }
`;

export const stateTextStyle = css`
  margin: 0;
  padding: ${space(3)} 0;
  color: ${colors.textMuted};
  text-align: center;
`;
