/** What Chromium hands a page it finds installable (`beforeinstallprompt`): its install prompt, for later. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offered: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

/**
 * Keeps the browser's offer to install Klob from the start: it comes once, early in the page's life, long before the
 * install banner's chunk has loaded (the banner waits for the first paint). The browser's own mini bar is held back.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offered = event as InstallPromptEvent;
    for (const listener of listeners) listener();
  });
}

/** The browser's offer to install, or null while it has made none (not installable here, or already installed). */
export const installPromptOffered = (): InstallPromptEvent | null => offered;

export function subscribeToInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The offer was used (accepted or dismissed): the browser makes no second one. */
export function forgetInstallPrompt(): void {
  offered = null;
  for (const listener of listeners) listener();
}
