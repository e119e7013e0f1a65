import { css } from '@emotion/react';
import { mediaMobile } from './media';
import { colors, radii, shadows, space } from './tokens';

/** A list without bullets, indent or margins: the base of a list laid out as cards, steps or tabs. */
export const bareListStyle = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A card that is a link: a bordered surface as tall as its row, lifted by a shadow on hover and focus. */
export const linkCardStyle = css`
  height: 100%;
  padding: ${space(4)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  color: inherit;
  text-decoration: none;
  transition: box-shadow 120ms ease-out;
  &:hover,
  &:focus-visible {
    box-shadow: ${shadows.popover};
  }
`;

/** A list of cards in columns at least `minColumnWidth` px wide, one column on a phone. */
export const cardGridStyle = (minColumnWidth: number) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${minColumnWidth}px, 1fr));
  gap: ${space(4)};
  ${bareListStyle}
  ${mediaMobile} {
    grid-template-columns: 1fr;
  }
`;
