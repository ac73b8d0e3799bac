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
 * Every script a first visit of `url` loads, in a fresh context (empty cache), with its gzip size.
 * `prepare` may install request routing (the monolith is served that way).
 */
export async function measureRouteScripts(
  browser: Browser,
  url: string,
  prepare?: (page: Page) => Promise<void>,
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
    const scripts = (await Promise.all(pending)).filter((s): s is LoadedScript => s !== null);
    return { scripts, headingVisible };
  } finally {
    await context.close();
  }
}
