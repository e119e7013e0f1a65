import { css } from '@emotion/react';
import { colors, fontSizes } from '@klob/shared/ui';

const matchStyle = css`
  margin: 0;
  font-size: ${fontSizes.xs};
  color: ${colors.success};
`;

/** spec 1 §5: 'Kata sandi cocok' when the two passwords are equal, the form has no errors and is dirty. */
export function PasswordMatch({ show, text }: { show: boolean; text: string }) {
  return show ? (
    <p css={matchStyle} role="status" data-testid="password-match">
      {text}
    </p>
  ) : null;
}
