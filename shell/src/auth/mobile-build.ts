/**
 * The "mobile build" of spec 1 (§2.9, §4.1): Klob installed on a device and opened as an app
 * (display mode standalone, or iOS's home-screen flag). There is one build; this is how it
 * knows it runs as the app (shell/README.md "Choices").
 */
export const isMobileBuild = (): boolean =>
  (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches) ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;
