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
