import { useSyncExternalStore } from 'react';

/**
 * Whether the logout flow (spec 1 §4.4) is open. The header's avatar menu and the side menu
 * open it; the page shell's host renders the flow (a lazy chunk) while it is open.
 */
let open = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  open = value;
  listeners.forEach((listener) => listener());
};

export const requestLogout = () => set(true);
export const closeLogoutFlow = () => set(false);

export function useLogoutFlowOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
