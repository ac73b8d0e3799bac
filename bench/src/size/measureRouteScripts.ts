import type { Browser, Page } from 'playwright-core';
import { gzipSize } from './gzipSize';

export interface LoadedScript {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

/** Waits until the page has its heading and the network has gone quiet. */
export async function settle(page: Page): Promise<boolean> {
  const heading = await page
    .locator('h1')
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 })
    .then(() => true)
    .catch(() => false);
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  return heading;
}

/**
 * The site registers its service worker once the page has settled, seconds after network idle;
 * the script that registers it is part of a first visit, so the measure waits for the registration
 * (the worker's own script and precache are not page scripts and are not counted).
 */
async function workerRegistered(page: Page, timeoutMs = 30_000): Promise<void> {
  const registered = () =>
    page.evaluate(async () => Boolean(await navigator.serviceWorker?.getRegistration()));
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (await registered().catch(() => false)) return;
    await page.waitForTimeout(250);
  }
}

/**
 * Every script a first visit of `url` loads, in a fresh context (empty cache), with its gzip size.
 * `prepare` may install request routing (the monolith is served that way); `withWorker`: the page
 * registers a service worker, and its registration's script counts.
 */
export async function measureRouteScripts(
  browser: Browser,
  url: string,
  {
    prepare,
    withWorker = false,
  }: { prepare?: (page: Page) => Promise<void>; withWorker?: boolean } = {},
): Promise<{ scripts: LoadedScript[]; headingVisible: boolean }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (prepare) await prepare(page);
  const pending: Promise<LoadedScript | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), rawBytes: body.length, gzipBytes: gzipSize(body) }))
        .catch(() => null),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    const headingVisible = await settle(page);
    if (withWorker) {
      await workerRegistered(page);
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    }
    const scripts = (await Promise.all(pending)).filter((s): s is LoadedScript => s !== null);
    return { scripts, headingVisible };
  } finally {
    await context.close();
  }
}
