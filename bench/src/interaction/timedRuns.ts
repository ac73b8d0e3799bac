import type { Browser, Page } from 'playwright-core';
import { summarize, type Timings } from '../report/stats';
import { interactionScreen } from './screen';
import { slowedPage } from './slowedPage';

/** Marks an interaction sets in the page: `start` when the user acts, `end` when it is done. */
export interface Marks {
  start?: number;
  end?: number;
}
export type BenchWindow = Window & { __benchMarks?: Marks };

/**
 * What the page logs (`console.debug`) once it has set `end`. The run waits for that message
 * instead of polling the page: Playwright's polling runs its own script in the page each frame,
 * and its first call compiles that script, 40 ms on the throttled main thread in the middle of
 * the interaction being timed.
 */
export const endSignal = 'bench:end';

/** One interaction as a bench run does it: prepare the page at `origin`, then act. */
export type Interaction = (page: Page, origin: string) => Promise<void>;

/**
 * One run of `act` in a fresh browser context, the page's CPU slowed by `cpuMultiplier` (the phone
 * Lighthouse emulates, calibrated to this host): it prepares the page (installing the in-page
 * listeners that set `__benchMarks` and log `endSignal`), triggers the interaction, and returns
 * `end - start`. Both marks are taken in the page, so Playwright's own round trips do not count.
 * The screen is a desktop window unless `BENCH_INTERACTION_SCREEN=phone` (`interactionScreen`); the
 * network is loopback unless `BENCH_INTERACTION_NETWORK` names one (`interactionNetwork`).
 * A failed run is logged and returns null.
 */
export async function timedRun(
  browser: Browser,
  cpuMultiplier: number,
  act: (page: Page) => Promise<void>,
): Promise<number | null> {
  const context = await browser.newContext(interactionScreen());
  try {
    const { page } = await slowedPage(context, cpuMultiplier);
    const ended = page.waitForEvent('console', {
      predicate: (message) => message.text() === endSignal,
      timeout: 15_000,
    });
    // If `act` fails, the run's error is the one reported; the wait then ends with the context.
    ended.catch(() => undefined);
    await act(page);
    await ended;
    const marks = await page.evaluate(() => (window as BenchWindow).__benchMarks ?? {});
    return marks.start !== undefined && marks.end !== undefined ? marks.end - marks.start : null;
  } catch (error) {
    console.error(`[bench] one run failed: ${String(error).split('\n')[0]}`);
    return null;
  } finally {
    await context.close();
  }
}

/** `runs` timed runs of `act` (`timedRun`), summarized; failed runs are counted, not timed. */
export async function timedRuns(
  browser: Browser,
  runs: number,
  cpuMultiplier: number,
  act: (page: Page) => Promise<void>,
): Promise<Timings> {
  const results: (number | null)[] = [];
  for (let i = 0; i < runs; i++) results.push(await timedRun(browser, cpuMultiplier, act));
  return summarize(results);
}
