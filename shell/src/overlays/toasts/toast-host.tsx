import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useServices, type ToastKind } from '@klob/shared';
import { TOAST_SLOT_ATTRIBUTE } from '@klob/shared/ui';
import type { ShownToast } from './toast-list';

/** spec 1 §4.7, §9: a toast shows for 3 s unless the event asks for another duration. */
export const TOAST_DURATION_MS = 3000;
/** DECISIONS #5: warnings and errors stay longer, to be read. */
export const ALERT_TOAST_DURATION_MS = 5000;

/** spec 3 §9 (S3-9-06): whatever an event asks, a toast shows for 2 to 5 s. */
const SHORTEST_TOAST_MS = 2000;
const LONGEST_TOAST_MS = 5000;

export const toastDurationOf = (kind: ToastKind): number =>
  kind === 'warning' || kind === 'danger' ? ALERT_TOAST_DURATION_MS : TOAST_DURATION_MS;

const shownForMs = ({ kind, durationMs }: { kind: ToastKind; durationMs?: number }): number =>
  Math.min(LONGEST_TOAST_MS, Math.max(SHORTEST_TOAST_MS, durationMs ?? toastDurationOf(kind)));

const ToastList = lazy(() => import('./toast-list'));

/** The toast slot of the open dialog on top (the last one added to the body), if a dialog is open. */
const openDialogToastSlot = (): HTMLElement | null =>
  Array.from(document.querySelectorAll<HTMLElement>(`[role="dialog"][aria-modal="true"] [${TOAST_SLOT_ATTRIBUTE}]`)).at(-1) ?? null;

/**
 * Where the toasts show: in the open dialog's slot while a dialog is open (issue 21: a toast must not cover
 * the dialog it is about), else over the page. Dialogs are portalled into the body, so its children are watched
 * while toasts are shown: a toast moves out of a dialog that closes under it.
 */
function useToastSlot(watching: boolean): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!watching) return;
    const find = () => setSlot(openDialogToastSlot());
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, [watching]);
  return watching ? slot : null;
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
      }, shownForMs(toast));
      timers.add(timer);
    });
    return () => {
      subscription.unsubscribe();
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [bus]);
  const slot = useToastSlot(toasts.length > 0);
  if (toasts.length === 0) return null;
  const list = (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} placement={slot ? 'dialog' : 'page'} />
    </Suspense>
  );
  return slot ? createPortal(list, slot) : list;
}
