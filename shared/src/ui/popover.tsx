import { css } from '@emotion/react';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { colors, radii, shadows, space, zIndices } from './tokens';

export interface PopoverProps {
  open: boolean;
  onClose(): void;
  /** The element that toggles the popover; clicks on it do not count as outside. */
  anchorRef: RefObject<HTMLElement | null>;
  /** The accessible name of the popover. */
  label: string;
  children: ReactNode;
  /** Which edge of the anchor it lines up with. */
  align?: 'start' | 'end';
  id?: string;
}

const wrapperStyle = css`
  position: absolute;
  top: calc(100% + ${space(1)});
  z-index: ${zIndices.popover};
  min-width: 200px;
  padding: ${space(2)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.popover};
`;

/**
 * A small floating panel under its anchor (header menus, the community popup). Place it in a
 * `position: relative` container next to the anchor. Closes on Escape and on a click outside.
 */
export function Popover({ open, onClose, anchorRef, label, children, align = 'start', id }: PopoverProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || anchorRef.current?.contains(target)) return;
      onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      anchorRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onClose, anchorRef]);

  if (!open) return null;
  return (
    <div ref={panelRef} id={id} role="dialog" aria-label={label} css={[wrapperStyle, align === 'end' ? { right: 0 } : { left: 0 }]}>
      {children}
    </div>
  );
}
