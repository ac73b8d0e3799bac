import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { saveLanguage } from '../support/language';
import { shellOrigin } from '../support/ports';
import { remoteOrigins } from '../support/routes';
import { answerQuiz } from '../support/quiz';
import { expectNoSeriousViolations } from '../support/axe';

/**
 * Issue 20, points 2 and 6: every quiz answer is a review; `/review` shows what is due, with
 * Playwright's clock standing in for the days that pass, the nav badge counts the due cards live,
 * and a learner's reviews follow their login to another browser.
 */

/** The seeded premium learner (api/README.md): the demo account is other suites' to use. */
const learner = { email: 'premium@beat2breakthrough.test', password: 'PremiumLearner!2025' };
const day = 24 * 3600_000;

/** A lesson code of the seeded catalogue that the quiz accepts, read from the live API. */
async function realLesson(request: APIRequestContext, skip = 0): Promise<string> {
  const response = await request.get('/api/book-overview/DE_EN');
  expect(response.ok()).toBe(true);
  const overview = (await response.json()) as {
    levels: { books: { sequences: { strCode: string }[] }[] }[];
  };
  const codes = overview.levels.flatMap((l) => l.books.flatMap((b) => b.sequences));
  let found = 0;
  for (const { strCode } of codes.slice(0, 40)) {
    const check = await request.post('/api/quiz/validate-code', { data: { code: strCode } });
    if (check.ok() && found++ === skip) return strCode;
  }
  throw new Error('No lesson of DE_EN has vocabulary');
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const badge = (page: Page) => nav(page).getByTestId('nav-badge');

async function logIn(page: Page): Promise<void> {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('E-mail').fill(learner.email);
  await dialog.getByLabel('Password').fill(learner.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('contentinfo')).toContainText(`Logged in with: ${learner.email}`);
}

/** A fresh browser of the same visitor kind as the suite's (analytics declined). */
async function freshContext(browser: Browser): Promise<BrowserContext> {
  const { storageState } = test.info().project.use;
  return browser.newContext({ baseURL: shellOrigin, storageState });
}

test.describe('/review', () => {
  test('a learner without cards is sent to the quiz', async ({ page }) => {
    await page.goto('/review');
    await expect(page).toHaveTitle(/^Review \|/);
    await expect(page.getByRole('heading', { level: 1, name: 'Review your words' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Start a quiz' }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(badge(page)).toHaveCount(0);
  });

  test('after a quiz nothing is due; a day later its cards are, the badge counts them, a session clears them', async ({
    page,
    request,
  }) => {
    await page.clock.install({ time: new Date('2026-11-23T09:00:00Z') });
    const code = await realLesson(request);
    const total = await answerQuiz(page, code);

    await nav(page).getByRole('link', { name: 'Review' }).click();
    await expect(page).toHaveURL(/\/review$/);
    const nextDue = page.getByTestId('review-next-due');
    await expect(nextDue).toContainText('Nothing is due right now. Your next review:');
    await expect(page.getByTestId('review-due-count')).toHaveText('0 words due now');
    await expect(badge(page)).toHaveCount(0);

    // A day passes with the page open: the cards fall due, the page and the badge follow.
    await page.clock.fastForward(day);
    await expect(page.getByTestId('review-due-count')).toHaveText(
      total === 1 ? '1 word due now' : `${total} words due now`,
    );
    await expect(badge(page)).toHaveText(String(total));
    await expectNoSeriousViolations(page);

    // The session: the first card known lowers the badge at once; the rest too.
    await page.getByRole('button', { name: /^Review \d+ words?$/ }).click();
    const card = page.getByTestId('flashcard');
    await expect(card).toContainText('Question');
    await expectNoSeriousViolations(page);
    for (let i = 1; i <= total; i++) {
      await page.getByRole('button', { name: 'Show Answer' }).click();
      await expect(card).toContainText('Answer');
      await page.getByRole('button', { name: /Knew it/ }).click();
      if (i < total) {
        await expect(badge(page)).toHaveText(String(total - i));
        await expect(page.getByText(`Card ${i + 1} of`)).toBeVisible();
      }
    }
    await expect(page.getByRole('status').filter({ hasText: 'Well done' })).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
    await expect(nextDue).toContainText('Your next review:');
  });

  test('the keyboard plays a session: Space turns the card, 1 and 2 answer', async ({
    page,
    request,
  }) => {
    await page.clock.install({ time: new Date('2026-11-23T09:00:00Z') });
    const total = await answerQuiz(page, await realLesson(request));
    await page.clock.fastForward(day);
    await page.goto('/review');
    await expect(badge(page)).toHaveText(String(total));
    const start = page.getByRole('button', { name: /^Review \d+ words?$/ });
    await start.focus();
    await page.keyboard.press('Enter');
    const card = page.getByTestId('flashcard');
    await expect(card).toContainText('Question');
    await card.focus();
    await page.keyboard.press('Space');
    await expect(card).toContainText('Answer');
    await page.keyboard.press('2');
    if (total > 1) {
      await expect(badge(page)).toHaveText(String(total - 1));
      await expect(page.getByText(`Card 2 of ${total}`)).toBeVisible();
      await expect(card).toContainText('Question');
    } else {
      await expect(badge(page)).toHaveCount(0);
    }
  });

  test('reviews answered while logged in are there when the learner logs in on another browser', async ({
    page,
    browser,
    request,
  }) => {
    await page.goto('/');
    await logIn(page);
    const code = await realLesson(request, 1);
    const pushed = page.waitForResponse(
      (r) => r.url().endsWith('/api/reviews/logs') && r.request().method() === 'POST' && r.ok(),
    );
    await answerQuiz(page, code);
    await pushed;

    const other = await freshContext(browser);
    try {
      const second = await other.newPage();
      await second.goto('/review');
      await expect(
        second.getByRole('main').getByRole('link', { name: 'Start a quiz' }),
      ).toBeVisible();
      await logIn(second);
      // The login pulls the account's reviews: the cards are there, scheduled.
      await expect(second.getByTestId('review-due-count')).toBeVisible();
      await expect(
        second.getByRole('main').getByRole('link', { name: 'Start a quiz' }),
      ).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  for (const language of ['en', 'de'] as const) {
    test(`has no serious or critical axe violations in ${language}`, async ({ page }) => {
      await saveLanguage(page, language);
      await page.goto('/review');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('main').locator('a[href="/quiz"]')).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }

  test('runs on its own at mf-review’s origin', async ({ page }) => {
    const origin = remoteOrigins.mf_review;
    expect(origin).toBeDefined();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/review`);
    const decline = page.getByRole('button', { name: 'Decline' });
    await expect(page.getByRole('heading', { level: 1, name: 'Review your words' })).toBeVisible();
    if (await decline.isVisible()) await decline.click();
    await expect(page.getByRole('main').getByRole('link', { name: 'Start a quiz' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
