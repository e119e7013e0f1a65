import { css } from '@emotion/react';
import { colors, fontSizes, radii, space } from '../tokens';

/** The look of TextField's input, for the controls it has no component for (a textarea, an "other" answer). */
export const inputStyle = css`
  width: 100%;
  box-sizing: border-box;
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  font: inherit;
  font-size: ${fontSizes.md};
  color: ${colors.text};
  background: ${colors.surface};
  &:focus {
    outline: 3px solid ${colors.focusRing};
    outline-offset: 0;
  }
  &[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
`;
