import type { Browser, Page } from 'playwright-core';
import { siteOrigin } from '../config';
import type { Timings } from '../report/stats';
import { timedRuns, type BenchWindow, type Marks } from './timedRuns';

const searchHeading = 'Search songs';

/**
 * One run: a fresh visit of / (mf-search not loaded yet), then a click on the nav link Search,
 * until the search page's heading is in the DOM and a frame has been painted after it.
 */
async function routeChangeOnce(page: Page): Promise<void> {
  await page.goto(`${siteOrigin}/`);
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.evaluate((heading) => {
    const w = window as BenchWindow;
    const marks: Marks = {};
    w.__benchMarks = marks;
    document.addEventListener('click', () => (marks.start ??= performance.now()), true);
    // No named helper functions in here: tsx would wrap them in a `__name` the page lacks.
    const observer = new MutationObserver(() => {
      if (marks.start === undefined) return;
      if (![...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === heading))
        return;
      observer.disconnect();
      requestAnimationFrame(() => (marks.end = performance.now()));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, searchHeading);
  await page.locator('#main-navigation a[href="/search"]').click();
}

export function measureRouteChange(browser: Browser, runs: number): Promise<Timings> {
  return timedRuns(browser, runs, routeChangeOnce);
}
