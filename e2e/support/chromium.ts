/**
 * Debian's Chromium, never a downloaded browser, with the flags that keep it off the (closed) network. Shared by the
 * Playwright suite and the screenshot script.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
