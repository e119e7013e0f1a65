import { css } from '@emotion/react';
import { colors, radii, space } from '@klob/shared/ui';
import { useJourneyText } from '../../common/use-journey';

/** The box of each checkout step: the total with its invoice button, the card form, the result. */
export const checkoutBoxStyle = css`
  display: grid;
  gap: ${space(3)};
  max-width: 480px;
  margin-top: ${space(5)};
  padding: ${space(5)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
`;

/** A checkout step's problem, by its text key (nothing while there is none). */
export function CheckoutAlert({ textKey }: { textKey: string | null }) {
  const { t } = useJourneyText();
  if (!textKey) return null;
  return (
    <p role="alert" css={{ margin: 0, color: colors.danger }}>
      {t(textKey)}
    </p>
  );
}
