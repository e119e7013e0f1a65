/**
 * Sign-out goes to `/` (spec 1 §4.1). Publishing the guest state makes the
 * authenticated-only guard of the page being left want /login?from=… too;
 * while this mark is set the guard renders nothing and lets `/` win.
 */
let pending = false;

export function markSignOutRedirect(): void {
  pending = true;
  // Cleared once React has rendered the navigation that follows in the same task.
  setTimeout(() => {
    pending = false;
  }, 0);
}

export const isSignOutRedirectPending = (): boolean => pending;
