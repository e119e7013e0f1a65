import { css } from '@emotion/react';
import { colors, fontSizes, radii, space } from '@klob/shared/ui';

const noticeStyle = (tone: 'error' | 'success') => css`
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border-radius: ${radii.md};
  font-size: ${fontSizes.sm};
  border: 1px solid ${tone === 'error' ? colors.danger : colors.success};
  color: ${tone === 'error' ? colors.danger : colors.success};
  background: ${colors.surface};
`;

/** What a form says after its call: an error (alert) or a success (status). */
export function FormNotice({ tone, text }: { tone: 'error' | 'success'; text: string }) {
  return (
    <p css={noticeStyle(tone)} role={tone === 'error' ? 'alert' : 'status'}>
      {text}
    </p>
  );
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
