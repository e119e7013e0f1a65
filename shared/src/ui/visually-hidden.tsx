import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';

/** Hidden on screen, read by screen readers. */
export const visuallyHiddenStyle = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span css={visuallyHiddenStyle} {...props} />;
}
