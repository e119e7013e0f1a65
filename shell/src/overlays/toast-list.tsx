import { css } from '@emotion/react';
import type { ToastEvent } from '@klob/shared';
import { useTranslation } from '@klob/shared/react-i18n';
import { colors, radii, shadows, space, zIndices } from '@klob/shared/ui';

const hostStyle = css`
  position: fixed;
  top: 84px;
  left: 50%;
  transform: translateX(-50%);
  z-index: ${zIndices.toast};
  display: grid;
  gap: ${space(2)};
  width: min(420px, calc(100vw - 24px));
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
export default function ToastList({ toasts }: { toasts: ShownToast[] }) {
  const { t } = useTranslation('common');
  return (
    <div css={hostStyle} data-testid="toasts">
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
