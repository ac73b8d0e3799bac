import { chromium, expect, test } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectNoSeriousViolations } from '../support/axe';
import { saveLanguage } from '../support/language';
import { shellOrigin } from '../support/ports';
import { waitForOfflineReady } from '../support/offline';
import { pageStarted } from '../support/hydration';
import {
  channelOf,
  promote,
  registryWrite,
  restoreChannel,
  stageVariant,
} from '../support/releases';

const siteLink = 'Beat to Breakthrough, home';

test.describe('offline and installable (issue 35)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('Chromium reports no installability errors, and the worker is active after load', async ({
    launchOptions,
  }) => {
    // A default test context counts as incognito, where nothing installs: a profile of its own.
    const profile = mkdtempSync(path.join(tmpdir(), 'btb-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL: shellOrigin,
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const manifest = await page.request.get('/manifest.webmanifest');
      expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      await waitForOfflineReady(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const worker = await page.request.get('/sw.js');
      expect(worker.headers()['cache-control']).toBe('no-cache');
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('with no network, a reload opens the site: a visited page, and one never visited', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForOfflineReady(page);
    // Loaded under the worker, so kept as it was served.
    await page.goto('/search');
    await expect(page.locator('[data-build-id]').first()).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('link', { name: siteLink })).toBeVisible();
    await expect(page.locator('[data-build-id]').first()).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);

    // Never opened under the worker: the app shell renders it from the kept releases.
    const shell = await page.goto('/time-calculator');
    // The precached client page, not the server's (which carries the remote map): no network.
    expect(shell?.fromServiceWorker()).toBe(true);
    expect(await shell?.text()).not.toContain('btb-remote-map');
    await expect(page.getByRole('link', { name: siteLink })).toBeVisible();
    await expect(page.getByRole('main').getByRole('slider').first()).toBeVisible();
    await context.setOffline(false);
  });

  test('under the worker a promoted release is used from the next page load on, never mid-page', async ({
    page,
    request,
  }) => {
    const remote = 'mf_search';
    const original = await channelOf(request, remote);
    const v1 = original.stable as string;
    const v2 = stageVariant(remote, v1, (dir) =>
      writeFileSync(path.join(dir, 'offline-mark.txt'), 'x'),
    );
    expect(
      (await registryWrite(request, '/registry/releases', { remote, release: v2 })).status(),
    ).toBe(200);
    try {
      await page.goto('/time-calculator');
      await waitForOfflineReady(page);
      const searchFiles: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().includes(`/releases/${remote}/`)) searchFiles.push(sent.url());
      });
      expect((await promote(request, remote, v2)).status()).toBe(200);

      // Mid-page: the open page goes on with the release it started with.
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Search' })
        .click();
      await expect(page.getByRole('main').getByRole('searchbox').first()).toBeVisible();
      expect(searchFiles.length).toBeGreaterThan(0);
      expect(searchFiles.filter((url) => !url.includes(`/${v1}/`))).toEqual([]);

      // The next load takes the promoted one.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-release-mf-search', v2);
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    } finally {
      await restoreChannel(request, remote, original);
    }
  });

  const banners = {
    en: "You're offline. What you saved for offline still plays",
    de: 'Du bist offline. Was du für offline gespeichert hast, spielt weiter',
  } as const;
  for (const language of ['en', 'de'] as const) {
    test(`the offline banner says so and is clean under axe (${language})`, async ({
      page,
      context,
    }) => {
      await saveLanguage(page, language);
      await page.goto('/time-calculator');
      // The app installs in the page's language.
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        'href',
        language === 'de' ? '/manifest.webmanifest?lang=de' : '/manifest.webmanifest',
      );
      const banner = page.getByTestId('offline-banner');
      await expect(banner).toBeEmpty();
      // The page's scripts start once it is painted; offline before they have loaded, it would
      // stay as the server sent it.
      await pageStarted(page);
      await context.setOffline(true);
      await expect(banner).toHaveRole('status');
      await expect(banner).toContainText(banners[language]);
      await expectNoSeriousViolations(page, '[data-testid="offline-banner"]');
      await context.setOffline(false);
      await expect(banner).toBeEmpty();
    });
  }
});
