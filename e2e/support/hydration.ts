import type { Page } from '@playwright/test';

/**
 * Waits until the page's scripts have started it: React listens on its root (it hydrates from
 * then on, and answers or replays what the learner does). A server-rendered page starts its
 * scripts only once it is painted, which can be after its `load` event.
 */
export async function pageStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((name) => name.startsWith('_reactListening'));
  });
}
