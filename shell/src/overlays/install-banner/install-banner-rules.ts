/** spec 1 §4.3: only on Android (never iOS or Mac), never when already installed (standalone). */
export function installBannerAllowed({
  userAgent,
  standalone,
  dismissed,
}: {
  userAgent: string;
  standalone: boolean;
  dismissed: boolean;
}): boolean {
  if (dismissed || standalone) return false;
  if (/iPhone|iPad|iPod|Macintosh|Mac OS X/i.test(userAgent)) return false;
  return /Android/i.test(userAgent);
}

/**
 * The "mobile build" of spec 1 (§2.9, §4.1): Klob installed on a device and opened as an app
 * (display mode standalone, which iOS home-screen apps match too). There is one build; this
 * is how it knows it runs as the app (shell/README.md "Choices").
 */
export const isMobileBuild = (): boolean => window.matchMedia?.('(display-mode: standalone)').matches === true;
