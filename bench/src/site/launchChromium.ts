import { chromium, type Browser } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '@btb/platform/chromium';

/** Lighthouse starts its own Chromium: the same one, headless, with the same flags. */
export const lighthouseChromeFlags = ['--headless', ...chromiumFlags];
export { chromiumPath };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags],
    headless: true,
  });
}
