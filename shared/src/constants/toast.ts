import type { ToastKind } from '../types/toast';

/** DECISIONS #5 (spec 1 §4.7, spec 3 §9): how long a toast shows. */
export const TOAST_DURATION_MS = {
  default: 3_000,
  /** A success toast right before a form resets. */
  successBeforeFormReset: 2_000,
  warning: 5_000,
  danger: 5_000,
} as const;

/** spec 3 §9: toasts show for 2 to 5 seconds. */
export const TOAST_DURATION_RANGE_MS = { min: 2_000, max: 5_000 } as const;

/** The duration of a toast of this kind when the emitter gives none. */
export function defaultToastDurationMs(kind: ToastKind): number {
  switch (kind) {
    case 'warning':
      return TOAST_DURATION_MS.warning;
    case 'danger':
      return TOAST_DURATION_MS.danger;
    default:
      return TOAST_DURATION_MS.default;
  }
}
