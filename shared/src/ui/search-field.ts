import { css } from '@emotion/react';
import { mediaMobile } from './media';
import { colors, fontSizes, radii, space } from './tokens';

/** A magnifier, drawn in the muted text colour (encoded for a CSS url()). */
const SEARCH_ICON = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns='http://www.w3.org/2000/svg' width='18' height='18' viewBox='0 0 24 24' fill='none' stroke='${colors.textMuted}' stroke-width='2.2' stroke-linecap='round'><circle cx='11' cy='11' r='7'/><path d='m20 20-3.5-3.5'/></svg>`,
)}")`;

/**
 * The header search box's width (spec 2 "Headers"): on a phone, closed, it is its icon. mf-search's
 * box and the shell's stand-in and slot (which hold its place before mf-search loads) take it from here.
 */
export const searchBoxWidthStyle = css`
  width: min(360px, 32vw);
  ${mediaMobile} {
    width: 36px;
  }
`;

/** The search box's field: a pill with the magnifier at its start; on a phone, the magnifier alone. */
export const searchFieldStyle = css`
  height: 40px;
  padding: 0 ${space(3)} 0 40px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.surfaceMuted} ${SEARCH_ICON} no-repeat 12px center;
  font: inherit;
  font-size: ${fontSizes.sm};
  ${mediaMobile} {
    width: 36px;
    padding: 0;
    background-position: center;
  }
`;
