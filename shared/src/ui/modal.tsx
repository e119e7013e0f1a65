import { css } from '@emotion/react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusableElements, trapTab } from './focusable';
import { mediaMobile } from './media';
import { colors, fontSizes, fontWeights, radii, shadows, space, zIndices } from './tokens';
import { useSharedText } from './use-shared-text';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  /** False keeps the modal open on a backdrop click (e.g. while a form is dirty). */
  closeOnBackdrop?: boolean;
  /** Hides the × button when the footer already offers a way out. */
  hideCloseButton?: boolean;
  maxWidth?: number;
}

const backdropStyle = css`
  position: fixed;
  inset: 0;
  z-index: ${zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space(4)};
  background: ${colors.overlay};
`;

const headerStyle = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space(3)};
  margin-bottom: ${space(3)};
`;

const titleStyle = css`
  margin: 0;
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
`;

const closeStyle = css`
  border: 0;
  background: transparent;
  font-size: ${fontSizes.xl};
  line-height: 1;
  cursor: pointer;
  color: ${colors.textMuted};
`;

/**
 * Where the page's toasts show while this dialog is open (the shell's toast host puts them here): inside
 * the dialog, above its content, so a toast about the dialog ('Periksa Form') never covers it, and is read
 * by assistive technology, which an aria-modal dialog keeps from everything outside it.
 */
export const TOAST_SLOT_ATTRIBUTE = 'data-toast-slot';

const toastSlotStyle = css`
  position: sticky;
  top: 0;
  z-index: 1;
`;

const footerStyle = css`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
  margin-top: ${space(4)};
`;

/**
 * An accessible dialog: portal to the body, labelled by its title, Escape and backdrop close,
 * focus moves in on open, stays inside while open and returns to the opener on close.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  closeOnBackdrop = true,
  hideCloseButton = false,
  maxWidth = 480,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const text = useSharedText();

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (focusableElements(dialog)[0] ?? dialog).focus();
    return () => opener?.focus();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (dialogRef.current) {
      trapTab(event, dialogRef.current);
    }
  };

  const dialogStyle = css`
    width: 100%;
    max-width: ${maxWidth}px;
    max-height: calc(100vh - ${space(8)});
    overflow: auto;
    padding: ${space(5)};
    border-radius: ${radii.lg};
    background: ${colors.surface};
    color: ${colors.text};
    box-shadow: ${shadows.modal};
    ${mediaMobile} {
      padding: ${space(4)};
    }
  `;

  return createPortal(
    <div
      css={backdropStyle}
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} css={dialogStyle} onKeyDown={onKeyDown}>
        <div css={headerStyle}>
          <h2 id={titleId} css={titleStyle}>
            {title}
          </h2>
          {!hideCloseButton && (
            <button type="button" css={closeStyle} aria-label={text('close')} onClick={onClose}>
              ×
            </button>
          )}
        </div>
        <div css={toastSlotStyle} {...{ [TOAST_SLOT_ATTRIBUTE]: '' }} />
        {children}
        {footer && <div css={footerStyle}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
