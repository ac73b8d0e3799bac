import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Request } from '@playwright/test';
import { browserStorageKeys } from '@btb/shared-contract';
import { saveLanguage } from '../support/language';
import { sitePorts } from '../support/ports';
import { expectNoSeriousViolations } from '../support/axe';

/**
 * Issue 22: consent before analytics, the privacy page, and the banner's layout. Each test starts
 * from a fresh browser (no stored choice) with an ordinary desktop Chrome user agent, because
 * headless Chromium's own one counts as a bot and would be skipped by analytics anyway.
 */
const desktopChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
test.use({ storageState: { cookies: [], origins: [] }, userAgent: desktopChrome });

interface AnalyticsCall {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

/** Every request the page makes to /api/analytics, from now on. */
function recordAnalytics(page: Page): AnalyticsCall[] {
  const calls: AnalyticsCall[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/analytics')) return;
    calls.push({
      method: request.method(),
      path: pathname,
      body: request.postDataJSON() as Record<string, unknown> | null,
    });
  });
  return calls;
}

const isCall =
  (path: string, method = 'POST') =>
  (request: Request) =>
    request.method() === method && new URL(request.url()).pathname === path;

const analyticsKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('analytics')));

const banner = (page: Page) => page.getByTestId('consent-banner');

/** Waits until the route's page has rendered and the network has settled. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('a visitor who declines sends no analytics request and stores no analytics key', async ({
  page,
}) => {
  await page.clock.install();
  const calls = recordAnalytics(page);
  await visit(page, '/');
  await expect(banner(page)).toBeVisible();
  // Nothing before the answer either.
  expect(calls).toEqual([]);
  expect(await analyticsKeys(page)).toEqual([]);

  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toBeHidden();
  for (const path of ['/search', '/time-calculator', '/quiz']) {
    await visit(page, path);
    await expect(banner(page)).toBeHidden();
  }
  await page.clock.runFor(65_000); // two heartbeats' worth
  await page.getByRole('navigation').getByRole('link', { name: 'Search' }).click();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  expect(await analyticsKeys(page)).toEqual([]);
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('privacyConsent'))) ?? '{}'),
  ).toMatchObject({ choice: 'declined' });
});

test('declined on a remote’s standalone page: the full site asks no more and hydrates without an error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`http://localhost:${sitePorts['mf-search']}/`);
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toBeHidden();
  // The cookie is the host's (every port); the full site's storage has no choice yet.
  for (const path of ['/', '/search', '/song/118']) {
    await visit(page, path);
    await expect(banner(page)).toBeHidden();
  }
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('privacyConsent'))) ?? '{}'),
  ).toMatchObject({ choice: 'declined' });
  expect(errors).toEqual([]);
});

test('accepting sends SPEC session and page-view calls; declining later in the footer stops them', async ({
  page,
}) => {
  await page.clock.install();
  const calls = recordAnalytics(page);
  await visit(page, '/');
  expect(calls).toEqual([]);

  const session = page.waitForRequest(isCall('/api/analytics/session'));
  const pageView = page.waitForRequest(isCall('/api/analytics/page-view'));
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  const sessionBody = (await session).postDataJSON() as Record<string, unknown>;
  expect(sessionBody).toMatchObject({
    sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{21}$/),
    referrer: expect.any(String),
    utmParams: {},
    deviceInfo: { deviceType: 'desktop', os: 'Linux', browser: 'Chrome' },
    ysnIntern: false,
  });
  expect((await pageView).postDataJSON()).toEqual({
    sessionId: sessionBody.sessionId,
    pagePath: '/',
    pageTitle: 'Home',
    songId: null,
  });
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('analyticsSession')))
    .toContain(String(sessionBody.sessionId));

  // A route change opens a page view and closes the last one; the heartbeat repeats every 30 s.
  const searchView = page.waitForRequest(isCall('/api/analytics/page-view'));
  const timeSpent = page.waitForRequest((r) => r.method() === 'PATCH');
  await page.getByRole('navigation').getByRole('link', { name: 'Search' }).click();
  expect((await searchView).postDataJSON()).toMatchObject({ pagePath: '/search' });
  expect((await timeSpent).postDataJSON()).toEqual({ timeSpent: expect.any(Number) });
  const heartbeat = page.waitForRequest(isCall('/api/analytics/session'));
  await page.clock.runFor(30_000);
  await heartbeat;

  // Everything in local storage is on the privacy page's list.
  const listed = Object.values(browserStorageKeys);
  for (const key of await page.evaluate(() => Object.keys(localStorage))) {
    expect(
      listed.some((name) => key === name || (name.endsWith(':') && key.startsWith(name))),
    ).toBe(true);
  }

  // Privacy settings in the footer: declining takes effect at once.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).click();
  await expect(banner(page)).toBeFocused();
  await expect(banner(page)).toContainText('Your current choice: accepted.');
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => analyticsKeys(page)).toEqual([]);
  const sent = calls.length;
  await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Time-potential calculator' })
    .click();
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(65_000);
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(calls.slice(sent)).toEqual([]);
  expect(await analyticsKeys(page)).toEqual([]);
});

const texts = {
  en: { accept: 'Accept', decline: 'Decline', heading: 'Privacy policy', link: 'Privacy' },
  de: {
    accept: 'Akzeptieren',
    decline: 'Ablehnen',
    heading: 'Datenschutzerklärung',
    link: 'Datenschutz',
  },
} as const;

for (const language of ['en', 'de'] as const) {
  test(`banner and /privacy pass axe and speak ${language}`, async ({ page }) => {
    const t = texts[language];
    await saveLanguage(page, language);
    await visit(page, '/');
    await expect(banner(page).getByRole('button', { name: t.accept })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: t.decline })).toBeVisible();
    await expectNoSeriousViolations(page, '[data-testid="consent-banner"]');

    // The footer's privacy link leads to the page, which lists what the code stores.
    await page.getByRole('contentinfo').getByRole('link', { name: t.link, exact: true }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    for (const key of ['language', 'likedSongs', 'analyticsSession', 'btb_session']) {
      await expect(page.getByRole('main').getByText(key, { exact: true }).first()).toBeVisible();
    }
    await expectNoSeriousViolations(page, 'body');
  });
}

test('the banner shifts no layout and leaves the main content visible on a 360 px phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[])
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await saveLanguage(page, 'de');
  await visit(page, '/search');
  const search = page.getByRole('main').getByRole('searchbox');
  await expect(search).toBeVisible();
  await expect(banner(page)).toBeVisible();
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThanOrEqual(0.02);

  // In the flow above the page: it covers no part of the main content, which starts below it.
  const bannerBox = (await banner(page).boundingBox())!;
  const main = (await page.getByRole('main').boundingBox())!;
  expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(main.y);
  const heading = (await page.getByRole('main').getByRole('heading').first().boundingBox())!;
  expect(heading.y + heading.height).toBeLessThanOrEqual(740 - 88); // above the player bar

  // Answering removes it; that move follows the click, so it is no unexpected shift either.
  await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
  await expect(banner(page)).toBeHidden();
  expect(
    await page.evaluate(() => (window as unknown as { __cls: number }).__cls),
  ).toBeLessThanOrEqual(0.02);
});

test('a logged-in learner downloads their data as one JSON file; delete asks first', async ({
  page,
}) => {
  await visit(page, '/privacy');
  const myData = page.getByRole('region', { name: 'Your data on our server' });
  await myData.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('E-mail').fill('demo@beat2breakthrough.test');
  await dialog.getByLabel('Password').fill('DemoLearner!2025');
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog).toBeHidden();

  const download = page.waitForEvent('download');
  await myData.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('beat-to-breakthrough-data.json');
  const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as {
    account: { email: string };
    loginSessions: unknown[];
  };
  expect(data.account.email).toBe('demo@beat2breakthrough.test');
  expect(data.loginSessions.length).toBeGreaterThan(0);
  await expect(myData.getByRole('status')).toHaveText('Your data has been downloaded.');

  await myData.getByRole('button', { name: 'Delete my data' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your data?' });
  await expect(confirm.getByRole('button', { name: 'Delete for good' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(myData.getByRole('button', { name: 'Download my data' })).toBeVisible();
});

for (const language of ['en', 'de'] as const) {
  test(`an anonymous visitor deletes what this browser keeps from /privacy (${language})`, async ({
    page,
  }) => {
    const texts = {
      en: {
        region: 'What this browser keeps',
        delete: "Delete this browser's data",
        dialog: 'Delete what this browser keeps?',
        confirm: 'Delete',
        done: 'Everything this site kept in this browser has been deleted.',
      },
      de: {
        region: 'Was dieser Browser speichert',
        delete: 'Daten dieses Browsers löschen',
        dialog: 'Löschen, was dieser Browser speichert?',
        confirm: 'Löschen',
        done: 'Alles, was diese Seite in diesem Browser gespeichert hatte, ist gelöscht.',
      },
    }[language];
    await visit(page, '/');
    await page.evaluate(() => localStorage.setItem('likedSongs', '[1]'));
    await page.goto(`/privacy?lang=${language}`);
    const section = page.getByRole('region', { name: texts.region });
    await section.getByRole('button', { name: texts.delete }).click();
    await page
      .getByRole('dialog', { name: texts.dialog })
      .getByRole('button', { name: texts.confirm, exact: true })
      .click();
    await expect(section.getByRole('status')).toHaveText(texts.done);
    expect(await page.evaluate(() => localStorage.getItem('likedSongs'))).toBeNull();
    const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(cookies).not.toContain(browserStorageKeys.clientCookie);
  });
}
