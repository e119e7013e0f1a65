import { css } from '@emotion/react';
import { colors, radii } from '@klob/shared/ui';

/** A square logo or thumbnail, or the initial standing in for a missing one (cards, suggestions). */
export const logoTileStyle = (sizePx: number, fit: 'contain' | 'cover') => css`
  flex: none;
  width: ${sizePx}px;
  height: ${sizePx}px;
  border-radius: ${radii.md};
  object-fit: ${fit};
  background: ${colors.surfaceMuted};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${colors.primary};
  font-weight: 700;
`;
