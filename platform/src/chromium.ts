/**
 * The browser the e2e suites and the bench drive: Debian's Chromium (never a downloaded one), and
 * the launch flags that work on our machines and in CI. Launchers add their own (headless mode,
 * autoplay); a separate entry (`@btb/platform/chromium`), as it reads the environment.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
