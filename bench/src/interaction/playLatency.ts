import type { Browser, Page } from 'playwright-core';
import { siteOrigin } from '../config';
import type { Timings } from '../report/stats';
import { timedRuns, type BenchWindow, type Marks } from './timedRuns';

const playButton = 'button[aria-label^="Play "]';

/** One run: a fresh visit of /search, a click on the first Play button, until `playing` fires. */
async function playOnce(page: Page): Promise<void> {
  await page.goto(`${siteOrigin}/search`);
  const button = page.locator(playButton).first();
  await button.waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  // Both marks are taken in the page, so Playwright's own round trips do not count.
  await page.evaluate((selector) => {
    const w = window as BenchWindow;
    const marks: Marks = {};
    w.__benchMarks = marks;
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element | null)?.closest(selector)) marks.start ??= performance.now();
      },
      true,
    );
    // Media events do not bubble, but a capturing listener on the document sees them.
    document.addEventListener('playing', () => (marks.end ??= performance.now()), true);
  }, playButton);
  await button.click();
}

export function measurePlayLatency(browser: Browser, runs: number): Promise<Timings> {
  return timedRuns(browser, runs, playOnce);
}
