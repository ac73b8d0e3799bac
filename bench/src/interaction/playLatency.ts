import type { Browser } from 'playwright-core';
import { siteOrigin } from '../config';
import { summarize, type Timings } from '../report/stats';

interface Marks {
  click?: number;
  playing?: number;
}
type BenchWindow = Window & { __benchMarks?: Marks };

const playButton = 'button[aria-label^="Play "]';

/** One run: a fresh visit of /search, a click on the first Play button, until `playing` fires. */
async function playOnce(browser: Browser): Promise<number | null> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
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
          if ((event.target as Element | null)?.closest(selector))
            marks.click ??= performance.now();
        },
        true,
      );
      // Media events do not bubble, but a capturing listener on the document sees them.
      document.addEventListener('playing', () => (marks.playing ??= performance.now()), true);
    }, playButton);
    await button.click();
    await page.waitForFunction(
      () => (window as BenchWindow).__benchMarks?.playing !== undefined,
      null,
      {
        timeout: 15_000,
      },
    );
    const marks = await page.evaluate(() => (window as BenchWindow).__benchMarks ?? {});
    return marks.click !== undefined && marks.playing !== undefined
      ? marks.playing - marks.click
      : null;
  } catch (error) {
    console.error(`[bench] one run failed: ${String(error).split('\n')[0]}`);
    return null;
  } finally {
    await context.close();
  }
}

export async function measurePlayLatency(browser: Browser, runs: number): Promise<Timings> {
  const results: (number | null)[] = [];
  for (let i = 0; i < runs; i++) results.push(await playOnce(browser));
  return summarize(results);
}
