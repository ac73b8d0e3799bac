import { expect, test, type Locator, type Page } from '@playwright/test';
import { quizCode } from '../support/quiz';
import { elementHydrated } from '../support/hydration';
import { scrollUntilVisible } from '../support/scroll';
import { saveLanguage } from '../support/language';
import { expectNoSeriousViolations } from '../support/axe';

/**
 * Issue 9, point 2: axe-core on every route in English and German, with dialogs open and with a
 * track in the player bar. Serious and critical violations of WCAG 2.1 A/AA fail the test.
 */

type Language = 'en' | 'de';

/** What shows once a page's content (not its skeleton) is there. */
const ready = {
  // The FAQ is the last part of the home page to arrive (once scrolled near).
  home: (page: Page) => page.locator('#faq'),
  search: (page: Page) => page.getByTestId('search-result').first(),
  bookOverview: (page: Page) =>
    page.getByRole('main').getByRole('button', { name: /A1/, expanded: true }),
};

/** Every route of SPEC section 2. */
const routes: { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/', ready: ready.home },
  { path: '/search', ready: ready.search },
  { path: '/song/1', ready: (page) => page.getByRole('main').getByRole('heading', { level: 1 }) },
  { path: '/quiz', ready: (page) => page.getByRole('main').getByRole('textbox') },
  { path: '/book-overview/DE_EN', ready: ready.bookOverview },
  { path: '/time-calculator', ready: (page) => page.getByRole('slider').first() },
  // A visitor without reviews: the page invites to a quiz.
  { path: '/review', ready: (page) => page.getByRole('main').locator('a[href="/quiz"]') },
  { path: '/auth', ready: (page) => page.getByRole('main').locator('input[type="email"]') },
  { path: '/confirm-email', ready: (page) => page.getByRole('main').getByRole('link').first() },
  {
    path: '/no/such/page',
    ready: (page) => page.getByRole('heading', { level: 1, name: /404/ }),
  },
];

const footerButton = {
  en: { login: 'Login', test: 'Test' },
  de: { login: 'Anmelden', test: 'Test' },
} as const;

async function useLanguage(page: Page, language: Language) {
  await saveLanguage(page, language);
}

/** The route's content is in: its marker shows, and nothing is busy or a skeleton any more. */
async function waitForContent(page: Page, ready: Locator) {
  await scrollUntilVisible(page, ready);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('[data-testid$="skeleton"], [data-testid$="skeletons"]')).toHaveCount(
    0,
  );
  await expect(page.locator('[data-testid="skeleton-row"]')).toHaveCount(0);
}

for (const language of ['en', 'de'] as const) {
  test.describe(`axe in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    for (const route of routes) {
      test(`${route.path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await waitForContent(page, route.ready(page));
        await expectNoSeriousViolations(page);
      });
    }

    test('the footer Login dialog has none', async ({ page }) => {
      await page.goto('/');
      await waitForContent(page, ready.home(page));
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: footerButton[language].login, exact: true })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the quiz-code dialog has none', async ({ page }) => {
      await page.goto('/search');
      await waitForContent(page, ready.search(page));
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: footerButton[language].test, exact: true })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('textbox')).toBeVisible();
      await dialog.getByRole('textbox').fill('DE_EN_A1');
      await expectNoSeriousViolations(page);
    });

    test('the player bar with a track has none', async ({ page }) => {
      await page.goto('/search');
      await waitForContent(page, ready.search(page));
      const row = page.getByTestId('search-result').first();
      const title = (await row.getByRole('link').innerText()).trim();
      await row.getByRole('button').first().click();
      const bar = page.getByTestId('player-bar');
      await expect(bar.getByTestId('player-title')).toHaveText(title);
      await expect(bar.getByRole('slider').first()).toBeEnabled();
      await expectNoSeriousViolations(page);
    });

    test('opened parts of home, search and the book overview have none', async ({ page }) => {
      // Three pages and several axe scans: 35–40 s at a load average of 25, at times past 60 s.
      test.slow();
      await page.goto('/');
      await waitForContent(page, ready.home(page));
      // What axe reads is the opened answer, not the replay of a click from before hydration.
      const question = page.locator('#faq').getByRole('button').first();
      await elementHydrated(question);
      await question.click();
      await expect(page.locator('#faq').getByRole('region')).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto('/search');
      await waitForContent(page, ready.search(page));
      await page.getByRole('search').locator('button[aria-expanded="false"]').click();
      await expect(page.getByRole('search').getByRole('textbox')).toHaveCount(2);
      await expectNoSeriousViolations(page);

      await page.goto('/book-overview/DE_EN');
      await waitForContent(page, ready.bookOverview(page));
      const main = page.getByRole('main');
      await main.locator('button[aria-controls^="book-"]').first().click();
      await main.locator('button[aria-controls$="-content"]').first().click();
      await main.locator('button[aria-controls$="-music"]').first().click();
      await expect(main.getByRole('link', { name: /./ }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousViolations(page);
    });

    test('the quiz while playing and at its end has none', async ({ page, request }) => {
      await page.goto(`/quiz?code=${await quizCode(request)}`);
      const card = page.getByTestId('flashcard');
      await expect(card).toBeVisible();
      await expectNoSeriousViolations(page);
      for (let i = 0; i < 50 && (await card.count()) > 0; i++) {
        await card.click();
        const answers = page.getByRole('main').getByRole('button').filter({ hasText: /✓|✗/ });
        await expect(answers).toHaveCount(2);
        if (i === 0) await expectNoSeriousViolations(page);
        await answers.nth(i % 2).click();
        await expect(answers).toHaveCount(0);
      }
      await expect(page.getByTestId('stat-correct')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the phone layout with the menu open has none', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/');
      await waitForContent(page, ready.home(page));
      await page.getByRole('banner').locator('button[aria-controls="main-navigation"]').click();
      await expect(page.getByRole('banner').getByRole('link').nth(2)).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
