import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `active`, calls `onDismiss` on Escape and on a pointer press outside `containerRef`.
 * The listeners live only while active and are removed on unmount.
 */
export function useDismiss(
  active: boolean,
  containerRef: RefObject<HTMLElement | null>,
  onDismiss: (reason: 'escape' | 'outside') => void,
): void {
  // The latest callback, so a new closure each render does not re-register the listeners.
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });

  useEffect(() => {
    if (!active) return;
    const document = containerRef.current?.ownerDocument ?? window.document;
    const onPointerDown = (event: Event) => {
      if (event.target instanceof Node && containerRef.current?.contains(event.target)) return;
      onDismissRef.current('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismissRef.current('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, containerRef]);
}
