/** The conversation: its header, the messages, the day separators, the composer and the vacancy preview. */

import { css } from '@emotion/react';
import { MESSAGE_BOX } from '../chat-constants';
import { colors, fontSizes, fontWeights, mediaMobile, radii, space } from '@klob/shared/ui';

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
