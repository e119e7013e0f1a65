import { lazy, Suspense, useEffect, useState } from 'react';
import { useServices, type ConfirmDeleteEvent } from '@klob/shared';

const DeleteConfirmModal = lazy(() => import('./delete-confirm-modal'));

/** spec 1 §4.7: the one delete-confirmation modal, asked for by any part with the bus event `confirmDelete`. */
export function DeleteConfirmHost() {
  const { bus } = useServices();
  const [asked, setAsked] = useState<ConfirmDeleteEvent | null>(null);
  useEffect(() => {
    const subscription = bus.on('confirmDelete').subscribe(setAsked);
    return () => subscription.unsubscribe();
  }, [bus]);
  if (!asked) return null;
  const confirm = () => {
    setAsked(null);
    if (asked.requestId) bus.emit('deleteConfirmed', { requestId: asked.requestId });
    // spec 1 §4.7: with no action configured the button only says so.
    else window.alert(NO_DELETE_ACTION_ALERT);
  };
  return (
    <Suspense fallback={null}>
      <DeleteConfirmModal asked={asked} onConfirm={confirm} onCancel={() => setAsked(null)} />
    </Suspense>
  );
}

/** spec 1 §4.7, word for word. */
export const NO_DELETE_ACTION_ALERT = 'action delete belum ada';
