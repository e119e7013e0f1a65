/**
 * Sign-out goes to `/` (spec 1 §4.1). Publishing the guest state makes the authenticated-only guard of the page being
 * left want /login?from=… too; until the router renders the page sign-out goes to, that guard renders nothing and lets
 * `/` win. Tied to the rendered page, not to a timer: the guest state may render before the navigation (React renders
 * the navigation as a transition, after it), and a timer ran out first on a loaded machine (a CI run went to /login).
 */
let leftPath: string | null = null;

const browserPath = () => `${window.location.pathname}${window.location.search}`;

/** Called just before sign-out's navigation, on the page being left. */
export function markSignOutRedirect(): void {
  leftPath = browserPath();
}

/** Whether the router still renders `renderedPath`, the page a sign-out is navigating away from. */
export function isSignOutRedirectPending(renderedPath: string): boolean {
  if (leftPath === null) return false;
  if (renderedPath === leftPath && browserPath() !== leftPath) return true;
  leftPath = null;
  return false;
}
