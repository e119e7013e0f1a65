import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (a pause in typing): every change restarts the
 * wait, so a `useServerData` keyed on the result asks once per pause. A delay of 0 still waits for
 * the next task, which lets a burst of changes in one event settle on its last value.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(() => value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
