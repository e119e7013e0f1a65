import { css } from '@emotion/react';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './spinner';
import { colors, fontSizes, fontWeights, radii, space, transitions } from './tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const baseStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  border: 1px solid transparent;
  border-radius: ${radii.md};
  font: inherit;
  font-weight: ${fontWeights.medium};
  cursor: pointer;
  transition:
    background ${transitions.fast},
    color ${transitions.fast};
  &:focus-visible {
    outline: 3px solid ${colors.focusRing};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${colors.primary};
    color: ${colors.primaryText};
    &:hover:not(:disabled) {
      background: ${colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${colors.surface};
    color: ${colors.primary};
    border-color: ${colors.primary};
    &:hover:not(:disabled) {
      background: ${colors.surfaceMuted};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${colors.primary};
    &:hover:not(:disabled) {
      background: ${colors.surfaceMuted};
    }
  `,
};

const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    padding: ${space(1)} ${space(3)};
    font-size: ${fontSizes.sm};
  `,
  md: css`
    padding: ${space(2)} ${space(4)};
    font-size: ${fontSizes.md};
  `,
};

const fullWidthStyle = css`
  width: 100%;
`;

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      css={[baseStyle, variantStyles[variant], sizeStyles[size], fullWidth && fullWidthStyle]}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size={14} color="currentColor" />}
      {children}
    </button>
  );
}
