/** Debian's Chromium; Playwright's own browsers cannot be downloaded here (TOOLCHAIN.md "Tests"). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The flags that make it run headless in a container without a sandbox, a GPU or background traffic. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * For measurements of a page's main thread (Lighthouse): headless Chromium 156 still builds the omnibox popup's
 * WebUI (chrome://omnibox-popup.top-chrome, a "WebUI Top Renderer" process) while the first page loads, 0.3-1.5 s
 * of CPU beside the page's own on a 2-core host; no visitor's browser does that work for a headless window, and on
 * two cores it lengthened the page's tasks. Puppeteer merges this list with its own disabled features.
 */
export const WITHOUT_BROWSER_UI_WORK =
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,PreloadTopChromeWebUI';
