import { css } from '@emotion/react';
import { SLOT_FALLBACK_TEST_ID_PREFIX } from '../first-screen/contract';
import { Button } from './button';
import { colors, fontSizes, radii, space } from './tokens';
import { useSharedText } from './use-shared-text';

const fallbackStyle = css`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(3)} ${space(4)};
  border: 1px dashed ${colors.border};
  border-radius: ${radii.lg};
  color: ${colors.textMuted};
  background: ${colors.surfaceMuted};
  font-size: ${fontSizes.sm};
`;

/** Which shared singleton a unit wanted and which one the page has (a version mismatch). */
export interface SingletonMismatch {
  /** The package, e.g. '@klob/shared'. */
  package: string;
  /** The range the unit was built to accept, e.g. '^2.0.0'. */
  wanted: string;
  /** The version the page provides, e.g. '1.1.0'. */
  provided: string;
}

export interface SlotFallbackProps {
  /** The unit that failed, for the test id and the log. */
  unitName: string;
  /** Absent when retrying cannot help (a unit built for another platform version). */
  onRetry?(): void;
  /** Why the unit is not shown; 'unavailable' (could not load or crashed) unless told. */
  reason?: 'unavailable' | 'incompatible';
  /** With reason 'incompatible': the version mismatch, named in the message. */
  mismatch?: SingletonMismatch;
}

/** What a slot shows when its unit could not load, crashed or does not fit this page: only this slot. */
export function SlotFallback({ unitName, onRetry, reason = 'unavailable', mismatch }: SlotFallbackProps) {
  const text = useSharedText();
  const message =
    reason === 'unavailable'
      ? text('slotUnavailable')
      : mismatch
        ? text('slotIncompatibleVersion', { ...mismatch })
        : text('slotIncompatible');
  return (
    <div role="alert" css={fallbackStyle} data-testid={`${SLOT_FALLBACK_TEST_ID_PREFIX}${unitName}`} data-reason={reason}>
      <span>{message}</span>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {text('retry')}
        </Button>
      )}
    </div>
  );
}
