import { expect, test, type Page } from '@playwright/test';
import { shellOrigin } from '../support/ports';
import { remoteOrigins } from '../support/routes';

const origin = (name: string) => {
  const value = remoteOrigins[name];
  if (!value) throw new Error(`${name} is not a remote of the platform.`);
  return value;
};

/** The analytics question comes on a remote's origin too (its own storage): answer it. */
async function declineAnalytics(page: Page): Promise<void> {
  const decline = page.getByRole('button', { name: 'Decline' });
  if (await decline.isVisible()) await decline.click();
}

test.describe('each remote standalone at its own origin', () => {
  for (const [name, remoteOrigin] of Object.entries(remoteOrigins)) {
    // The title names no port: each worker tests its own site, and a title must be the same in all.
    test(`${name} runs on its own at its origin with the site's footer`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${remoteOrigin}/`);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByTestId('player-bar')).toBeVisible();
      await expect(page.getByText('standalone')).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('button', { name: 'Test', exact: true })).toBeVisible();
      await expect(footer.getByRole('button', { name: 'Login' })).toBeVisible();
      expect(await page.locator('audio').count()).toBe(1);
      expect(errors).toEqual([]);
    });
  }

  test('an unknown path of a remote origin opens on the full site, which answers 404', async ({
    page,
  }) => {
    await page.goto(`${origin('mf_search')}/nope`);
    await expect(page).toHaveURL(`${shellOrigin}/nope`);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});

test.describe('links from a standalone page to another remote open on the full site', () => {
  test('"Start quiz" on the standalone song page opens the quiz with its code', async ({
    page,
  }) => {
    await page.goto(`${origin('mf_song')}/song/1`);
    await declineAnalytics(page);
    const code = (await page.getByRole('button', { name: /^Copy code / }).innerText()).trim();
    await page.getByRole('link', { name: 'Start quiz' }).click();
    await expect(page).toHaveURL(`${shellOrigin}/quiz?code=${code}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Back returns to the standalone song page.
    await page.goBack();
    await expect(page).toHaveURL(`${origin('mf_song')}/song/1`);
  });

  test('a song link of the standalone plan opens that song on the full site', async ({ page }) => {
    await page.goto(`${origin('mf_learning_plan')}/book-overview/DE_EN`);
    await declineAnalytics(page);
    await page.locator('#level-A1 > li').first().getByRole('button').first().click();
    await page
      .getByRole('button', { name: /^Music: / })
      .first()
      .click();
    const songLink = page
      .getByRole('list', { name: /^Songs of / })
      .first()
      .getByRole('link')
      .first();
    const href = await songLink.getAttribute('href');
    expect(href).toMatch(/^\/song\/\d+$/);
    const title = (await songLink.innerText()).trim();
    await songLink.click();
    await expect(page).toHaveURL(`${shellOrigin}${href}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});

test.describe('the dialogs of the site on standalone pages', () => {
  test('the search page’s "Test" button opens the quiz-code dialog from mf-quiz', async ({
    page,
  }) => {
    await page.goto(`${origin('mf_search')}/search`);
    await declineAnalytics(page);
    await page.getByRole('main').getByRole('button', { name: 'Test', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a quiz' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Lesson code' }).fill('NOPE');
    await dialog.getByRole('button', { name: 'Start' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid code');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the footer’s "Test" opens the quiz-code dialog on mf-quiz’s own page', async ({ page }) => {
    await page.goto(`${origin('mf_quiz')}/quiz`);
    await declineAnalytics(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Test', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Start a quiz' })).toBeVisible();
  });

  test('the footer’s Login and Contact open their dialogs', async ({ page }) => {
    await page.goto(`${origin('mf_calculator')}/time-calculator`);
    await declineAnalytics(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');
    await footer.getByRole('button', { name: 'Contact' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact' })).toBeVisible();
  });
});
