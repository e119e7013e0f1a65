/** The chat panel: its frame, header, role bar, hint and body. */

import { css } from '@emotion/react';
import { colors, fontSizes, mediaMobile, radii, space } from '@klob/shared/ui';

const PANEL_WIDTH = { normal: 640, expanded: 900 } as const;
const PANEL_HEIGHT = { normal: 480, expanded: 640 } as const;

export const panelStyle = (expanded: boolean, minimised: boolean) => css`
  position: fixed;
  right: 20px;
  bottom: 150px;
  z-index: 60;
  width: ${expanded ? PANEL_WIDTH.expanded : PANEL_WIDTH.normal}px;
  max-width: calc(100vw - 40px);
  height: ${minimised ? 'auto' : `${expanded ? PANEL_HEIGHT.expanded : PANEL_HEIGHT.normal}px`};
  max-height: calc(100vh - 170px);
  display: flex;
  flex-direction: column;
  background: ${colors.surface};
  color: ${colors.text};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: 0 8px 28px rgba(15, 20, 30, 0.25);
  overflow: hidden;
  ${mediaMobile} {
    inset: 0;
    width: 100vw;
    max-width: none;
    height: ${minimised ? 'auto' : '100%'};
    max-height: none;
    top: ${minimised ? 'auto' : '0'};
    border-radius: 0;
  }
`;

export const panelHeaderStyle = css`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(2)} ${space(3)};
  background: ${colors.primary};
  color: ${colors.primaryText};
  h2 {
    margin: 0;
    font-size: ${fontSizes.md};
    flex: 1;
  }
  button {
    border: 1px solid rgba(255, 255, 255, 0.6);
    background: transparent;
    color: inherit;
    border-radius: ${radii.md};
    padding: ${space(1)} ${space(2)};
    font-size: ${fontSizes.xs};
    cursor: pointer;
  }
  ${mediaMobile} {
    /* Full width already: no expanded size on mobile. */
    button[data-part='size'] {
      display: none;
    }
  }
`;

export const roleBarStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(2)} ${space(3)};
  border-bottom: 1px solid ${colors.border};
  font-size: ${fontSizes.sm};
  select {
    font: inherit;
    padding: ${space(1)};
    border-radius: ${radii.sm};
    border: 1px solid ${colors.border};
  }
`;

export const hintStyle = css`
  margin: 0;
  padding: ${space(2)} ${space(3)};
  background: ${colors.surfaceMuted};
  color: ${colors.textMuted};
  font-size: ${fontSizes.xs};
`;

export const bodyStyle = css`
  position: relative;
  flex: 1;
  min-height: 0;
  display: flex;
`;
