import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { browserStorageKeys } from '@btb/shared-contract';
import { shellOrigin } from '../support/ports';
import {
  channelOf,
  cohortFor,
  promote,
  registryWrite,
  releaseRemote,
  restoreChannel,
  stageVariant,
  tamperEntry,
  type ChannelState,
} from '../support/releases';

const remote = 'mf_search';
const buildIdOf = (page: Page) =>
  page.locator('[data-build-id]').first().getAttribute('data-build-id');

/** A browser of its own (its own cohort cookie), as a learner who already answered the consent. */
async function learner(browser: Browser, cohort: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: shellOrigin });
  const cookie = { domain: 'localhost', path: '/' };
  await context.addCookies([
    { name: 'btb_cohort', value: cohort, ...cookie },
    { name: 'privacy_consent', value: 'declined', ...cookie },
  ]);
  return context.newPage();
}

async function searchBuildId(page: Page, reload = false): Promise<string | null> {
  if (reload) await page.reload();
  else await page.goto('/search');
  await expect(page.locator('[data-build-id]').first()).toBeVisible();
  return buildIdOf(page);
}

test.describe.serial('releases, channels and rollback', () => {
  let original: ChannelState;
  let v1: string;
  let v1Build: string | null;
  let v2: string;
  const v2Build = `release-${Date.now()}`;

  test.beforeAll(async ({ request }) => {
    original = await channelOf(request, remote);
    v1 = original.stable as string;
  });
  test.afterAll(async ({ request }) => {
    await restoreChannel(request, remote, original);
  });

  test('a canary at 50% goes to one cohort and not the other, each keeps its release; promote; rollback; an open tab keeps its release', async ({
    browser,
    request,
  }) => {
    test.setTimeout(600_000);
    const stableLearner = await learner(browser, cohortFor(remote, false, 50));
    const canaryLearner = await learner(browser, cohortFor(remote, true, 50));
    v1Build = await searchBuildId(stableLearner);
    // Recorded by the page's scripts, which start after the server's HTML is on screen.
    await expect(stableLearner.locator('html')).toHaveAttribute('data-release-mf-search', v1);
    // A tab opened on v1 before any promotion, on a page that has not loaded mf-search yet.
    const oldTab = await learner(browser, cohortFor(remote, true, 50));
    await oldTab.goto('/time-calculator');
    await expect(oldTab.locator('[data-build-id]').first()).toBeVisible();

    v2 = releaseRemote('mf-search', v2Build);
    expect(v2).not.toBe(v1);
    expect((await promote(request, remote, v2, 50)).status()).toBe(200);

    expect(await searchBuildId(canaryLearner)).toBe(v2Build);
    expect(await searchBuildId(stableLearner, true)).toBe(v1Build);
    for (let i = 0; i < 2; i += 1) {
      expect(await searchBuildId(canaryLearner, true)).toBe(v2Build);
      expect(await searchBuildId(stableLearner, true)).toBe(v1Build);
    }
    await expect(canaryLearner.locator('html')).toHaveAttribute('data-release-mf-search', v2);

    expect((await promote(request, remote, v2, undefined)).status()).toBe(200);
    expect(await searchBuildId(stableLearner, true)).toBe(v2Build);
    // The server renders the promoted release too: HTML and hydration come from one release.
    const html = await (await request.get('/search')).text();
    expect(html).not.toContain(`data-build-id="${v1Build}"`);

    // The old tab still runs v1: its lazy chunks are still served (releases are never wiped).
    await oldTab
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Search' })
      .click();
    await expect(oldTab.locator('[data-build-id]').first()).toHaveAttribute(
      'data-build-id',
      v1Build as string,
    );
    await expect(oldTab.getByTestId('remote-fallback')).toHaveCount(0);

    expect((await registryWrite(request, '/registry/rollback', { remote })).status()).toBe(200);
    expect(await searchBuildId(canaryLearner, true)).toBe(v1Build);
    expect(await searchBuildId(stableLearner, true)).toBe(v1Build);
  });

  test('a release built against another @btb/shared-player major is refused, naming both versions', async ({
    request,
  }) => {
    const incompatible = stageVariant(remote, v1, (dir) => {
      const file = path.join(dir, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      for (const shared of manifest.shared) {
        if (shared.name === '@btb/shared-player') shared.requiredVersion = '^2.0.0';
      }
      writeFileSync(file, JSON.stringify(manifest));
    });
    expect(
      (
        await registryWrite(request, '/registry/releases', { remote, release: incompatible })
      ).status(),
    ).toBe(200);
    const before = await channelOf(request, remote);
    const response = await promote(request, remote, incompatible, 10);
    expect(response.status()).toBe(409);
    expect((await response.json()).error).toMatch(
      /@btb\/shared-player: the release needs \^2\.0\.0, the live shell provides \d+\.\d+\.\d+/,
    );
    expect(await channelOf(request, remote)).toEqual(before);
  });

  test('a remote entry whose bytes differ from its integrity hash is refused and the fallback shows', async ({
    page,
    request,
  }) => {
    const tampered = stageVariant(remote, v1, (dir) =>
      writeFileSync(path.join(dir, 'tamper-mark.txt'), 'x'),
    );
    expect(
      (await registryWrite(request, '/registry/releases', { remote, release: tampered })).status(),
    ).toBe(200);
    tamperEntry(remote, tampered);
    expect((await promote(request, remote, tampered)).status()).toBe(200);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/integrity/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/search');
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    expect(refused.length).toBeGreaterThan(0);
    // The rest of the site carries on.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('with the registry unreachable the browser renders from the last map it got, silently', async ({
    page,
    request,
  }) => {
    await restoreChannel(request, remote, original);
    await page.goto('/search');
    await expect(page.locator('[data-build-id]').first()).toBeVisible();
    // The server-rendered remote shows before the page's script has kept the map it was given:
    // leaving sooner would leave this browser no map to fall back on.
    await page.waitForFunction(
      (key) => localStorage.getItem(key) !== null,
      browserStorageKeys.remoteMap,
    );
    // The registry is down: no map in the page, /remotes.json fails.
    await page.route('**/remotes.json', (route) => route.abort('connectionrefused'));
    await page.route('**/time-calculator', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="btb-remote-map">.*?<\/script>/,
        '',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/time-calculator');
    await expect(page).toHaveTitle(/^Time Calculator \|/);
    await expect(page.locator('[data-build-id]').first()).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Search' })
      .click();
    await expect(page.locator('[data-build-id]').first()).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  });
});
