import { css } from '@emotion/react';
import { colors, radii, space } from '@klob/shared/ui';
import { FormAlert, type AlertTone } from '../auth-forms/form-alert';

/** What a form says after its call: an error (alert) or a success (status), as the sign-in forms say it. */
export function FormNotice({ tone, text }: { tone: AlertTone; text: string }) {
  return <FormAlert notice={{ tone, text }} />;
}

export const formStyle = css`
  display: grid;
  gap: ${space(4)};
  max-width: 640px;
`;

export const twoColumnsStyle = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(4)};
  @media (max-width: 768px) {
    grid-template-columns: 1fr;
  }
`;

export const textAreaStyle = css`
  width: 100%;
  padding: ${space(3)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${colors.focusRing};
  }
`;
