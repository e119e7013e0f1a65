import { css } from '@emotion/react';
import { colors, mediaMobile, radii, shadows, space } from '@klob/shared/ui';

/** A routed mf-forms page (e-forms, direct reports): one centred column of at most `maxWidth` px. */
export const pageStyle = (maxWidth: number) => css`
  box-sizing: border-box;
  width: 100%;
  max-width: ${maxWidth}px;
  margin: 0 auto;
  padding: ${space(8)} ${space(4)} ${space(16)};
  ${mediaMobile} {
    padding: ${space(4)} ${space(3)} ${space(12)};
  }
`;

/** The raised card a page's content sits on. */
export const pageCardStyle = css`
  padding: ${space(6)};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.popover};
  ${mediaMobile} {
    padding: ${space(4)};
  }
`;
