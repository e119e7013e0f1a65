/** What the panel shows instead of or over a conversation: centred notes, the schedule, a lost connection, the overlay. */

import { css } from '@emotion/react';
import { colors, fontSizes, radii, space } from '@klob/shared/ui';

/** A column of notes centred in its box: the panel's states and its overlay. */
const centredColumn = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  padding: ${space(4)};
  text-align: center;
`;

export const centeredStyle = css`
  flex: 1;
  ${centredColumn};
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
  ${centredColumn};
  background: rgba(255, 255, 255, 0.94);
  h3 {
    margin: 0;
    color: ${colors.danger};
  }
`;
