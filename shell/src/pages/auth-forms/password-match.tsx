import { css } from '@emotion/react';
import { useWatch, type Control, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
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

interface PasswordPairForm<Values extends FieldValues> {
  control: Control<Values>;
  isDirty: boolean;
  errors: FieldErrors<Values>;
}

/**
 * spec 1 §5: whether to show 'Kata sandi cocok' for a form's password and its retype: both
 * equal and not empty, neither with an error, and the form touched (registration and reset).
 */
export function usePasswordsMatch<Values extends FieldValues>(
  { control, isDirty, errors }: PasswordPairForm<Values>,
  passwordField: Path<Values>,
  retypeField: Path<Values>,
): boolean {
  const [password, retype] = useWatch({ control, name: [passwordField, retypeField] }) as unknown[];
  return isDirty && password !== '' && password === retype && !errors[passwordField] && !errors[retypeField];
}
