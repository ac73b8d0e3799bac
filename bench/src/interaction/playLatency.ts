import type { Browser } from 'playwright-core';
import { siteOrigin } from '../config';
import type { Timings } from '../report/stats';
import { pressMs } from './press';
import { endSignal, timedRuns, type BenchWindow, type Interaction, type Marks } from './timedRuns';

const playButton = 'button[aria-label^="Play "]';

/**
 * One run: a fresh visit of /search and, as soon as the page has loaded (its `load` event; it may
 * still be hydrating), a tap on the first Play button (held down as a finger is, `pressMs`), timed
 * from its release (the click's own time) until the `<audio>` fires `playing`.
 */
export const playOnce: Interaction = async (page, origin) => {
  // Both marks are taken in the page, from its first moment, so Playwright's own round trips do
  // not count and a tap before hydration is timed like any other.
  await page.addInitScript(
    ({ selector, signal }) => {
      const w = window as BenchWindow;
      const marks: Marks = {};
      w.__benchMarks = marks;
      document.addEventListener(
        'click',
        (event) => {
          if ((event.target as Element | null)?.closest(selector)) marks.start ??= event.timeStamp;
        },
        true,
      );
      // Media events do not bubble, but a capturing listener on the document sees them.
      document.addEventListener(
        'playing',
        () => {
          if (marks.end !== undefined) return;
          marks.end = performance.now();
          console.debug(signal);
        },
        true,
      );
    },
    { selector: playButton, signal: endSignal },
  );
  await page.goto(`${origin}/search`, { waitUntil: 'load' });
  await page.locator(playButton).first().click({ delay: pressMs(), timeout: 30_000 });
};

/** Play tap right after load → audio playing, on the calibrated phone's CPU. */
export function measurePlayLatency(
  browser: Browser,
  runs: number,
  cpuMultiplier: number,
): Promise<Timings> {
  return timedRuns(browser, runs, cpuMultiplier, (page) => playOnce(page, siteOrigin));
}
