import { lazy, Suspense, useEffect, useState } from 'react';
import { useServices } from '@klob/shared';
import type { ShownToast } from './toast-list';

/** spec 1 §4.7, §9: a toast shows for 3 s unless the event asks for another duration. */
export const TOAST_DURATION_MS = 3000;

const ToastList = lazy(() => import('./toast-list'));

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
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
