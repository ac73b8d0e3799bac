import type { Browser } from 'playwright-core';
import { siteOrigin } from '../config';
import { summarize, type Timings } from '../report/stats';

interface Marks {
  click?: number;
  visible?: number;
}
type BenchWindow = Window & { __benchMarks?: Marks };

const searchHeading = 'Search songs';

/**
 * One run: a fresh visit of / (mf-search not loaded yet), then a click on the nav link Search,
 * until the search page's heading is in the DOM and a frame has been painted after it.
 */
async function routeChangeOnce(browser: Browser): Promise<number | null> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${siteOrigin}/`);
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.evaluate((heading) => {
      const w = window as BenchWindow;
      const marks: Marks = {};
      w.__benchMarks = marks;
      document.addEventListener('click', () => (marks.click ??= performance.now()), true);
      // No named helper functions in here: tsx would wrap them in a `__name` the page lacks.
      const observer = new MutationObserver(() => {
        if (marks.click === undefined) return;
        if (![...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === heading))
          return;
        observer.disconnect();
        requestAnimationFrame(() => (marks.visible = performance.now()));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, searchHeading);
    await page.locator('#main-navigation a[href="/search"]').click();
    await page.waitForFunction(
      () => (window as BenchWindow).__benchMarks?.visible !== undefined,
      null,
      {
        timeout: 15_000,
      },
    );
    const marks = await page.evaluate(() => (window as BenchWindow).__benchMarks ?? {});
    return marks.click !== undefined && marks.visible !== undefined
      ? marks.visible - marks.click
      : null;
  } catch (error) {
    console.error(`[bench] one run failed: ${String(error).split('\n')[0]}`);
    return null;
  } finally {
    await context.close();
  }
}

export async function measureRouteChange(browser: Browser, runs: number): Promise<Timings> {
  const results: (number | null)[] = [];
  for (let i = 0; i < runs; i++) results.push(await routeChangeOnce(browser));
  return summarize(results);
}
