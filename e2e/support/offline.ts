import { expect, type Page } from '@playwright/test';

/** Waits until the site's service worker is active and has kept every release of the remote map. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  // `ready` resolves once a worker is active; its activation may still be under way.
  // Installing keeps every release of the map first: on a busy machine that takes a while.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const { active } = await navigator.serviceWorker.ready;
          return `${active?.state} ${active?.scriptURL}`;
        }),
      { timeout: 60_000 },
    )
    .toMatch(/^activated .*\/sw\.js$/);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const map = (await (await fetch('/remotes.json')).json()) as Record<
            string,
            { entry: string }
          >;
          const cache = await caches.open('btb-releases');
          const kept = await Promise.all(
            Object.values(map).map(async ({ entry }) =>
              Boolean(await cache.match(new URL(entry, location.href).href)),
            ),
          );
          return kept.length > 0 && kept.every(Boolean);
        }),
      { timeout: 60_000, message: 'every release of the remote map is kept by the worker' },
    )
    .toBe(true);
}
