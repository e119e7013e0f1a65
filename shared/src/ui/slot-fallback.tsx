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
  onRetry(): void;
}

/** What a slot shows when its unit could not load or crashed: only this slot, with a retry. */
export function SlotFallback({ unitName, onRetry }: SlotFallbackProps) {
  const text = useSharedText();
  return (
    <div role="alert" css={fallbackStyle} data-testid={`slot-fallback-${unitName}`}>
      <span>{text('slotUnavailable')}</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {text('retry')}
      </Button>
    </div>
  );
}
