import { css } from '@emotion/react';
import { MESSAGE_BOX } from './chat-constants';
import { colors, fontSizes, fontWeights, mediaMobile, radii, space } from '@klob/shared/ui';

const PANEL_WIDTH = { normal: 640, expanded: 900 } as const;
const PANEL_HEIGHT = { normal: 480, expanded: 640 } as const;
const LIST_WIDTH_PX = 240;
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

export const conversationColumnStyle = (hiddenOnMobile: boolean) => css`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  ${mediaMobile} {
    display: ${hiddenOnMobile ? 'none' : 'flex'};
  }
`;

export const conversationHeaderStyle = css`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(2)} ${space(3)};
  border-bottom: 1px solid ${colors.border};
  font-weight: ${fontWeights.bold};
  button {
    border: none;
    background: none;
    color: ${colors.primary};
    cursor: pointer;
    font: inherit;
    font-weight: ${fontWeights.regular};
  }
`;

export const messagesStyle = css`
  flex: 1;
  overflow-y: auto;
  list-style: none;
  margin: 0;
  padding: ${space(3)};
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  background: ${colors.surfaceMuted};
`;

/** A day's label centred between the messages, a line on each side. */
export const daySeparatorStyle = css`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  color: ${colors.textMuted};
  font-size: ${fontSizes.xs};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${colors.border};
  }
  span {
    padding: 0 ${space(2)};
    border-radius: ${radii.lg};
    background: ${colors.surface};
    border: 1px solid ${colors.border};
  }
`;

export const messageStyle = (own: boolean, vacancy: boolean) => css`
  align-self: ${own ? 'flex-end' : 'flex-start'};
  max-width: 80%;
  padding: ${space(2)} ${space(3)};
  border-radius: ${radii.lg};
  background: ${own ? colors.primary : colors.surface};
  color: ${own ? colors.primaryText : colors.text};
  border: ${vacancy ? `2px solid ${colors.accent}` : `1px solid ${colors.border}`};
  font-size: ${fontSizes.sm};
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  img {
    max-width: 48px;
    max-height: 48px;
  }
  a {
    color: inherit;
  }
  footer {
    margin-top: ${space(1)};
    font-size: ${fontSizes.xs};
    opacity: 0.85;
    display: flex;
    gap: ${space(2)};
    justify-content: flex-end;
    align-items: center;
  }
  footer button {
    border: 1px solid currentColor;
    background: transparent;
    color: inherit;
    border-radius: ${radii.sm};
    font: inherit;
    cursor: pointer;
  }
`;

export const composerStyle = css`
  display: flex;
  gap: ${space(2)};
  align-items: flex-end;
  padding: ${space(2)} ${space(3)};
  border-top: 1px solid ${colors.border};
  textarea {
    flex: 1;
    resize: none;
    font: inherit;
    font-size: ${fontSizes.sm};
    line-height: ${MESSAGE_BOX.rowHeightPx}px;
    padding: ${space(1)} ${space(2)};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    overflow-y: auto;
  }
  button {
    padding: ${space(2)} ${space(4)};
    border: none;
    border-radius: ${radii.md};
    background: ${colors.primary};
    color: ${colors.primaryText};
    font: inherit;
    font-weight: ${fontWeights.bold};
    cursor: pointer;
  }
`;

export const vacancyPreviewStyle = css`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  margin: 0 ${space(3)};
  padding: ${space(2)};
  border: 2px solid ${colors.accent};
  border-radius: ${radii.md};
  font-size: ${fontSizes.xs};
  span {
    flex: 1;
  }
  button {
    border: none;
    background: none;
    cursor: pointer;
    color: ${colors.danger};
  }
`;

export const centeredStyle = css`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  padding: ${space(4)};
  text-align: center;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  h3 {
    margin: 0;
    color: ${colors.text};
    font-size: ${fontSizes.md};
  }
  button {
    padding: ${space(2)} ${space(4)};
    border: 1px solid ${colors.primary};
    border-radius: ${radii.md};
    background: ${colors.surface};
    color: ${colors.primary};
    font: inherit;
    cursor: pointer;
  }
`;

export const scheduleStyle = css`
  ${centeredStyle};
  justify-content: flex-start;
  overflow-y: auto;
  table {
    border-collapse: collapse;
    font-size: ${fontSizes.sm};
    color: ${colors.text};
  }
  th,
  td {
    padding: ${space(1)} ${space(3)};
    border-bottom: 1px solid ${colors.border};
    text-align: left;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** The connection-lost panel: across the top of the panel, the message box stays usable (unsent messages are kept). */
export const connectionLostStyle = css`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  z-index: 2;
  padding: ${space(2)} ${space(3)};
  background: ${colors.warning};
  color: ${colors.text};
  font-size: ${fontSizes.sm};
  h3 {
    margin: 0;
    font-size: ${fontSizes.sm};
  }
  p {
    margin: 0;
  }
`;

export const overlayStyle = css`
  position: absolute;
  inset: 0;
  z-index: 2;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  padding: ${space(4)};
  background: rgba(255, 255, 255, 0.94);
  text-align: center;
  h3 {
    margin: 0;
    color: ${colors.danger};
  }
`;
