import type { Locator, Page } from 'playwright-core';
import type { ProbeWindow } from './eventProbe';

/** Where on the screen a tap lands, in CSS pixels of the viewport. */
export interface Point {
  x: number;
  y: number;
}

/** An idle moment this long (the browser's longest is 50 ms): the page's own start-up is over. */
const quietMs = 40;
/** A page that never idles that long (a song playing repaints its bar) is tapped after this. */
const quietTimeoutMs = 5_000;
const hydrateTimeoutMs = 30_000;

/**
 * Waits until `target` can answer a tap at once, as a learner's tap on a page that has finished
 * starting: it is shown and React has hydrated it (it holds React's props: before that a tap is
 * kept and replayed later, shell/src/hydration/earlyInteractionsShape.ts; e2e's
 * `elementHydrated`), the network is idle, it is scrolled into view, and the main thread has had a
 * quiet moment. With `armMark`, the probe is armed in the same step (the measured tap is then the
 * next interaction, and the trace finds it by that mark), so nothing of Playwright's runs in the
 * page between the quiet moment and the tap. Returns the target's centre.
 */
export async function readyToTap(page: Page, target: Locator, armMark?: string): Promise<Point> {
  await target.waitFor({ state: 'visible', timeout: hydrateTimeoutMs });
  const until = Date.now() + hydrateTimeoutMs;
  while (
    !(await target.evaluate((element) =>
      Object.keys(element).some((name) => name.startsWith('__reactProps$')),
    ))
  ) {
    if (Date.now() > until) throw new Error(`${String(target)} was never hydrated`);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle', { timeout: hydrateTimeoutMs }).catch(() => undefined);
  await target.scrollIntoViewIfNeeded();
  // No named helper functions in here: tsx would wrap them in a `__name` the page lacks.
  return target.evaluate(
    async (element, { quiet, timeout, mark }) => {
      const latest = performance.now() + timeout;
      while (performance.now() < latest) {
        const spare = await new Promise<number>((resolve) =>
          requestIdleCallback((idle) => resolve(idle.timeRemaining())),
        );
        if (spare >= quiet) break;
      }
      const probe = (window as ProbeWindow).__benchTap;
      if (mark && probe) {
        probe.armedAt = performance.now();
        performance.mark(mark);
      }
      const box = element.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    },
    { quiet: quietMs, timeout: quietTimeoutMs, mark: armMark },
  );
}
