import { expect, test } from '@playwright/test';
import { shellOrigin } from '../support/ports';
import { buildRemote, swapInNextBuild } from '../support/redeploy';

test('a rebuilt remote is live on the next page load, with the shell untouched', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const shellScripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${shellOrigin}/`) && response.url().endsWith('.js')) {
      shellScripts.push(response.url());
    }
  });

  await page.goto('/time-calculator');
  const pageRoot = page.locator('[data-build-id]').first();
  await expect(pageRoot).toBeVisible();
  const before = await pageRoot.getAttribute('data-build-id');
  const shellBefore = [...shellScripts];

  const buildId = `redeploy-${Date.now()}`;
  buildRemote('mf-calculator', buildId);
  const restore = swapInNextBuild('mf-calculator');
  try {
    shellScripts.length = 0;
    await page.reload();
    await expect(page.locator('[data-build-id]').first()).toHaveAttribute('data-build-id', buildId);
    expect(before).not.toBe(buildId);
    // The server renders the new release too (it notices the new manifest within a second), with
    // no site-server restart: the HTML and the hydrated page come from one build.
    await expect
      .poll(async () => (await request.get('/time-calculator')).text(), { timeout: 10_000 })
      .toContain(`data-build-id="${buildId}"`);
    // Same shell files (served from cache or not): the shell was not rebuilt.
    expect(shellScripts.filter((url) => /main\.[0-9a-f]{8}\.js$/.test(url))).toEqual(
      shellBefore.filter((url) => /main\.[0-9a-f]{8}\.js$/.test(url)),
    );
  } finally {
    restore();
  }
});
