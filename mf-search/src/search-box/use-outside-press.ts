import { useEffect, type RefObject } from 'react';

/** Calls `onOutside` when a pointer goes down outside `ref` while `active` (S1-4.6-05). */
export function useOutsidePress(active: boolean, ref: RefObject<HTMLElement | null>, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (event.target instanceof Node && ref.current && !ref.current.contains(event.target)) onOutside();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [active, ref, onOutside]);
}
