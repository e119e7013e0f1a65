/** Design tokens of the platform: one source for colours, spacing, radii and type. */
export const colors = {
  primary: '#1d5bd6',
  primaryHover: '#1749ad',
  primaryText: '#ffffff',
  text: '#1f2630',
  textMuted: '#4a5260',
  border: '#c9ced6',
  surface: '#ffffff',
  surfaceMuted: '#f7f8fa',
  /** spec 1 §5: required fields show a red asterisk. */
  danger: '#d32f2f',
  warning: '#ed8b00',
  success: '#2e7d32',
  info: '#0277bd',
  focusRing: 'rgba(29, 91, 214, 0.4)',
  /** Brand accent (calls to action on the primary colour). */
  accent: '#f5a524',
  /** Dark brand surface (hero gradient end, footer). */
  primaryDeep: '#0f3a8f',
  footer: '#0f1f3d',
  footerText: '#c7d2e6',
  overlay: 'rgba(15, 20, 30, 0.5)',
} as const;

/** A 4 px scale: space(2) = '8px'. */
export const SPACING_UNIT_PX = 4;
export const space = (steps: number): string => `${steps * SPACING_UNIT_PX}px`;

export const radii = { sm: '4px', md: '6px', lg: '8px', pill: '999px', round: '50%' } as const;

export const fontSizes = { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '24px' } as const;

export const fontWeights = { regular: 400, medium: 500, bold: 700 } as const;

export const fontFamily = "'Inter', 'Helvetica Neue', Arial, sans-serif";

export const shadows = {
  /** The header's shadow after scrolling (spec 2 §4). */
  header: '0 2px 8px rgba(15, 20, 30, 0.12)',
  popover: '0 4px 16px rgba(15, 20, 30, 0.16)',
  modal: '0 8px 32px rgba(15, 20, 30, 0.24)',
} as const;

export const zIndices = { header: 100, popover: 1000, modal: 1100, toast: 1200 } as const;

export const transitions = { fast: '120ms ease-out', normal: '200ms ease-out' } as const;
