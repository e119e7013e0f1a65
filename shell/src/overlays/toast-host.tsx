import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useServices, type ToastEvent } from '@klob/shared';
import { colors, radii, shadows, space, zIndices } from '@klob/shared/ui';

/** spec 1 §4.7, §9: a toast shows for 3 s unless the event asks for another duration. */
export const TOAST_DURATION_MS = 3000;

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

interface ShownToast extends ToastEvent {
  id: number;
}

/** Shows every `toast` bus event (from the shell or any unit) for its duration. */
export function ToastHost() {
  const { bus } = useServices();
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  useEffect(() => {
    let next = 0;
    const timers = new Set<number>();
    const subscription = bus.on('toast').subscribe((toast) => {
      const id = (next += 1);
      setToasts((shown) => [...shown, { ...toast, id }]);
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        setToasts((shown) => shown.filter((candidate) => candidate.id !== id));
      }, toast.durationMs ?? TOAST_DURATION_MS);
      timers.add(timer);
    });
    return () => {
      subscription.unsubscribe();
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [bus]);
  if (toasts.length === 0) return null;
  return (
    <div css={hostStyle} data-testid="toasts">
      {toasts.map(({ id, kind, title, message }) => (
        <div key={id} role="status" data-kind={kind}>
          {title && <strong>{title} </strong>}
          {message}
        </div>
      ))}
    </div>
  );
}
