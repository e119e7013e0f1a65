import { css, keyframes } from '@emotion/react';
import { colors, radii } from './tokens';
import { useSharedText } from './use-shared-text';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** What is loading, for screen readers; 'Memuat...' by default. */
  label?: string;
  color?: string;
}

export function Spinner({ size = 24, label, color = colors.primary }: SpinnerProps) {
  const text = useSharedText();
  const ring = css`
    display: inline-block;
    width: ${size}px;
    height: ${size}px;
    border: ${Math.max(2, Math.round(size / 8))}px solid currentColor;
    border-right-color: transparent;
    border-radius: ${radii.round};
    color: ${color};
    animation: ${spin} 0.75s linear infinite;
    @media (prefers-reduced-motion: reduce) {
      animation-duration: 2s;
    }
  `;
  return (
    <span role="status" aria-live="polite">
      <span css={ring} aria-hidden="true" />
      <VisuallyHidden>{label ?? text('loading')}</VisuallyHidden>
    </span>
  );
}
