import { css } from '@emotion/react';
import { colors, fontSizes, radii, space } from '@klob/shared/ui';

export type AlertTone = 'error' | 'success';

/** What a form tells the user after a call: the translated alert of spec 1 §8.2, shown in the form. */
export interface FormNotice {
  tone: AlertTone;
  text: string;
}

const alertStyle = (tone: AlertTone) => css`
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border-radius: ${radii.md};
  font-size: ${fontSizes.sm};
  border: 1px solid ${tone === 'error' ? colors.danger : colors.success};
  color: ${tone === 'error' ? colors.danger : colors.success};
  background: ${colors.surface};
`;

export function FormAlert({ notice }: { notice: FormNotice | null }) {
  if (!notice) return null;
  return (
    <p css={alertStyle(notice.tone)} role={notice.tone === 'error' ? 'alert' : 'status'} data-tone={notice.tone}>
      {notice.text}
    </p>
  );
}
