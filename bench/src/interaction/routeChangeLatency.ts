import type { Browser } from 'playwright-core';
import { siteOrigin } from '../config';
import type { Timings } from '../report/stats';
import { pressMs } from './press';
import { endSignal, timedRuns, type BenchWindow, type Interaction, type Marks } from './timedRuns';

const searchHeading = 'Search songs';
const searchLink = '#main-navigation a[href="/search"]';
const menuToggle = 'button[aria-controls="main-navigation"]';

/**
 * Resolves once the browser has a long idle moment (40 ms to spare in a frame): the page's start-up
 * work (hydration in slices, the effects after it) is over. A string, so that no helper of ours is
 * wrapped in tsx's `__name`, which the page lacks.
 */
const settled = `new Promise((resolve) => {
  const wait = () => requestIdleCallback((idle) => (idle.timeRemaining() >= 40 ? resolve() : wait()));
  wait();
})`;

/**
 * One run: a fresh visit of / (mf-search not loaded yet) and, once it has settled, a click on the
 * nav link Search (held down as a finger is, `pressMs`; the menu opened first where the screen
 * hides the links), timed from the release until the search page's heading is in the DOM and a
 * frame has been painted after it. A click while the home still hydrates waits for that first
 * (React finishes hydrating what a navigation replaces): that is start-up work, measured by
 * Lighthouse, not this figure.
 */
export const routeChangeOnce: Interaction = async (page, origin) => {
  await page.goto(`${origin}/`);
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.evaluate(settled);
  // On a phone's screen the links are behind the menu button: it is opened first, as a learner
  // would, and the timing starts at the tap on the link.
  const link = page.locator(searchLink);
  if (!(await link.isVisible())) {
    await page.locator(menuToggle).click();
    await link.waitFor({ state: 'visible', timeout: 10_000 });
    await page.evaluate(settled);
  }
  await page.evaluate(
    ({ heading, signal }) => {
      const w = window as BenchWindow;
      const marks: Marks = {};
      w.__benchMarks = marks;
      // The click's own time, not when its listener ran: a main thread busy at the release counts.
      document.addEventListener('click', (event) => (marks.start ??= event.timeStamp), true);
      // No named helper functions in here: tsx would wrap them in a `__name` the page lacks.
      const observer = new MutationObserver(() => {
        if (marks.start === undefined) return;
        if (![...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === heading))
          return;
        observer.disconnect();
        requestAnimationFrame(() => {
          marks.end = performance.now();
          console.debug(signal);
        });
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { heading: searchHeading, signal: endSignal },
  );
  await link.click({ delay: pressMs() });
};

/** Route change to a remote not loaded yet, on the calibrated phone's CPU. */
export function measureRouteChange(
  browser: Browser,
  runs: number,
  cpuMultiplier: number,
): Promise<Timings> {
  return timedRuns(browser, runs, cpuMultiplier, (page) => routeChangeOnce(page, siteOrigin));
}
