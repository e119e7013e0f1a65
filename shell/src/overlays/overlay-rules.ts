/**
 * spec 1 §2.9: where the overlays (header notification widget, event ad, extra bar) never show:
 * the shifting page, job application validation, direct report, profile completeness and scan event.
 * The spec does not name the two 2025 program paths it also lists (shell/README.md "Choices").
 */
const OVERLAY_FREE_PATHS = ['/shifting-page', '/validasi-lamaran-pekerjaan', '/direct-report', '/profile-completeness', '/scan-event'];

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** S1-2.9-18, S1-2.9-19: overlays only for signed-in users, and not on the listed paths. */
export const overlaysAllowed = (pathname: string, isAuthenticated: boolean): boolean =>
  isAuthenticated && !OVERLAY_FREE_PATHS.some((path) => under(pathname, path));
