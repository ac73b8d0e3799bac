import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { navigateInApp } from '../support/clientNavigation';
import { saveLanguage } from '../support/language';
import { dataDir, deployToken, shellOrigin, sitePorts } from '../support/ports';
import { channelOf, releasesDir, stageVariant } from '../support/releases';
import { expectNoSeriousViolations } from '../support/axe';

/** Issue 18, point 7 (live versions) and point 3 at run time (a shared-version mismatch). */
const remote = 'mf_search';
const repoRoot = path.resolve(__dirname, '../..');
const releaseOnPage = (page: Page) => page.locator('html').getAttribute('data-release-mf-search');

test.describe('/deployments: the live versions, behind the deploy token', () => {
  test('the read endpoint takes the token only', async ({ request }) => {
    const url = '/registry/deployments';
    expect((await request.get(url)).status()).toBe(401);
    const wrong = await request.get(url, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status()).toBe(403);
    expect(Object.keys(await wrong.json())).toEqual(['error']);
    const right = await request.get(url, { headers: { authorization: `Bearer ${deployToken}` } });
    expect(right.status()).toBe(200);
  });

  test('asks for the token, refuses a wrong one, then shows what the CLI shows and the release this page runs, also after client navigations', async ({
    page,
    request,
  }) => {
    await page.goto('/deployments');
    const token = page.getByLabel('Deploy token');
    await expect(token).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    await token.fill('not-the-token');
    await token.press('Enter');
    await expect(page.getByRole('alert')).toContainText('did not accept this token');
    await expect(page.getByRole('table')).toHaveCount(0);

    // Keyboard only: the field, then the button.
    await page.getByLabel('Deploy token').focus();
    await page.keyboard.type(deployToken);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Show live versions' })).toBeFocused();
    await page.keyboard.press('Enter');

    const { stable } = await channelOf(request, remote);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: remote }) });
    await expect(row.getByRole('cell').first()).toContainText(stable as string);
    const runs = await releaseOnPage(page);
    expect(runs).toBeTruthy();
    await expect(row.getByRole('cell').last()).toContainText(runs as string);
    await expectNoSeriousViolations(page);

    // `npx btb list` states the same stable, canary, share and last change.
    const listed = execFileSync('node', [path.join(repoRoot, 'registry/bin/btb.cjs'), 'list'], {
      cwd: repoRoot,
      // Every registry read but the remote map needs the token, the CLI's list too.
      env: { ...process.env, SITE_URL: shellOrigin, DATA_DIR: dataDir, DEPLOY_TOKEN: deployToken },
      encoding: 'utf8',
    });
    const block = listed
      .slice(listed.indexOf(`${remote}\n`))
      .split('\n')
      .slice(0, 4)
      .join('\n');
    expect(block).toContain(`stable  ${stable}`);
    expect(block).toMatch(/last change (promote-stable|promote-canary|rollback) at .+ by .+/);

    // Client navigations keep the page, its remotes and so what it records.
    await navigateInApp(page, '/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    const map = (await (await page.request.get('/remotes.json')).json()) as Record<
      string,
      { release: string }
    >;
    expect(await releaseOnPage(page)).toBe(map[remote]?.release);
    await navigateInApp(page, '/deployments');
    // The token is kept for the tab: no second prompt.
    await expect(row.getByRole('cell').last()).toContainText(runs as string);
    await expect(page.getByLabel('Deploy token')).toHaveCount(0);
  });

  test('in German, axe-clean, and nothing is shown in a new tab without the token', async ({
    page,
    browser,
  }) => {
    await saveLanguage(page, 'de');
    await page.goto('/deployments');
    await page.getByLabel('Deploy-Token').fill(deployToken);
    await page.getByRole('button', { name: 'Aktive Versionen anzeigen' }).click();
    await expect(page.getByRole('columnheader', { name: 'Diese Seite führt aus' })).toBeVisible();
    await expectNoSeriousViolations(page);

    const other = await browser.newContext({ baseURL: shellOrigin });
    const fresh = await other.newPage();
    await fresh.goto('/deployments');
    await expect(fresh.getByLabel('Deploy token')).toBeVisible();
    await expect(fresh.getByRole('table')).toHaveCount(0);
    await other.close();
  });
});

test.describe('a remote built against another major of a singleton', () => {
  let variant = '';
  test.afterAll(() => {
    if (variant) rmSync(path.join(releasesDir, remote, variant), { recursive: true, force: true });
  });

  test('loaded past promotion (an override) shows its fallback and logs the package and both versions', async ({
    page,
    request,
  }) => {
    const { stable } = await channelOf(request, remote);
    variant = stageVariant(remote, stable as string, (dir) => {
      const file = path.join(dir, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      for (const shared of manifest.shared) {
        if (shared.name === '@btb/shared-player') shared.requiredVersion = '^2.0.0';
      }
      writeFileSync(file, JSON.stringify(manifest));
    });
    const entry = `http://localhost:${sitePorts['mf-search']}/releases/${remote}/${variant}/mf-manifest.json`;
    const granted = await page.request.post(`${shellOrigin}/override-access`, {
      headers: { Authorization: `Bearer ${deployToken}` },
    });
    expect(granted.ok()).toBe(true);
    try {
      await page.goto('/privacy');
      await page.evaluate(
        (value) =>
          localStorage.setItem('btb-remote-overrides', JSON.stringify({ mf_search: value })),
        entry,
      );
      // The page applies the override as it starts and names it in a cookie: from the next
      // request on, the server leaves mf_search to this browser.
      await page.reload();
      await expect
        .poll(() => page.evaluate(() => document.cookie.includes('btb_remote_overrides=')))
        .toBe(true);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto('/search');
      await expect(page.getByTestId('remote-fallback')).toBeVisible();
      expect(errors.join('\n')).toMatch(
        /the singleton @btb\/shared-player is \d+\.\d+\.\d+ here, mf_search needs \^2\.0\.0/,
      );
      expect(await releaseOnPage(page)).toBe(`override ${entry}`);
      // The rest of the site carries on.
      await navigateInApp(page, '/privacy');
    } finally {
      await page.evaluate(() => localStorage.removeItem('btb-remote-overrides'));
      await page.request.delete(`${shellOrigin}/override-access`);
    }
  });
});
