import { css } from '@emotion/react';
import type { ToastEvent } from '@klob/shared';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, radii, shadows, space, zIndices } from '@klob/shared/ui';

const pageStyle = css`
  position: fixed;
  top: 84px;
  left: 50%;
  transform: translateX(-50%);
  z-index: ${zIndices.toast};
  width: min(420px, calc(100vw - 24px));
`;

/** In an open dialog's toast slot: in the dialog's flow, above its content (issue 21). */
const dialogStyle = css`
  padding-bottom: ${space(3)};
`;

const hostStyle = css`
  display: grid;
  gap: ${space(2)};
  [role='status'] {
    padding: ${space(3)} ${space(4)};
    border-radius: ${radii.lg};
    box-shadow: ${shadows.popover};
    color: ${colors.surface};
    background: ${colors.success};
    font-weight: 600;
  }
  [data-kind='danger'] {
    background: ${colors.danger};
  }
  [data-kind='warning'] {
    background: ${colors.warning};
  }
  [data-kind='info'] {
    background: ${colors.info};
  }
`;

export interface ShownToast extends ToastEvent {
  id: number;
}

/** The toasts on screen (loaded with the first toast). */
export default function ToastList({ toasts, placement = 'page' }: { toasts: ShownToast[]; placement?: 'page' | 'dialog' }) {
  const { t } = useTranslation('common');
  return (
    <div css={[hostStyle, placement === 'page' ? pageStyle : dialogStyle]} data-testid="toasts" data-placement={placement}>
      {toasts.map(({ id, kind, title, message }) => (
        <div key={id} role="status" data-kind={kind}>
          {title && <strong>{title} </strong>}
          {/* spec 1 §4.7: without a text, the default is the added-to-cart success. */}
          {message || t('toast.addedToCart')}
        </div>
      ))}
    </div>
  );
}
