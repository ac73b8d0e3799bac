import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/**
 * Sums the page's unexpected layout shifts (`layout-shift` entries without recent input), which is
 * at least its Cumulative Layout Shift. Call before the page loads.
 */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shift so far, after the next two frames (so a pending shift has been reported). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return window.__layoutShift ?? 0;
  });
}
