import { css } from '@emotion/react';
import { colors, fontSizes, radii, space } from '@klob/shared/ui';

/** The look of @klob/shared/ui's TextField input, for the answer controls it has no component for (textarea, others text). */
export const answerInputStyle = css`
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
