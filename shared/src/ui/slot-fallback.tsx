import { css } from '@emotion/react';
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

export interface SlotFallbackProps {
  /** The unit that failed, for the test id and the log. */
  unitName: string;
  /** Absent when retrying cannot help (a unit built for another platform version). */
  onRetry?(): void;
  /** Why the unit is not shown; 'unavailable' (could not load or crashed) unless told. */
  reason?: 'unavailable' | 'incompatible';
}

/** What a slot shows when its unit could not load, crashed or does not fit this page: only this slot. */
export function SlotFallback({ unitName, onRetry, reason = 'unavailable' }: SlotFallbackProps) {
  const text = useSharedText();
  return (
    <div role="alert" css={fallbackStyle} data-testid={`slot-fallback-${unitName}`} data-reason={reason}>
      <span>{text(reason === 'incompatible' ? 'slotIncompatible' : 'slotUnavailable')}</span>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {text('retry')}
        </Button>
      )}
    </div>
  );
}
