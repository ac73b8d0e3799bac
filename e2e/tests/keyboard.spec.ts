import { expect, test, type Locator, type Page } from '@playwright/test';
import { quizCode } from '../support/quiz';

/**
 * Issue 9, point 2: keyboard-only walks through play, search and quiz. No mouse: only Tab,
 * Shift+Tab, Enter, Space and typing. Every focus stop must be visible and clear of the fixed
 * player bar (and of the sticky nav bar).
 */

interface FocusReport {
  description: string;
  visible: boolean;
  hiddenBy: string | null;
}

/** Where focus is now, whether it is drawn, and whether a fixed or sticky bar covers it. */
function describeFocus(page: Page): Promise<FocusReport> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) {
      return { description: 'body', visible: true, hiddenBy: null };
    }
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const label =
      element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
    const description = `<${element.tagName.toLowerCase()}> "${label}"`;
    const box = element.getBoundingClientRect();
    let hiddenBy: string | null = null;
    const bar = document.querySelector('[data-testid="player-bar"]');
    if (bar && !bar.contains(element) && box.bottom > bar.getBoundingClientRect().top + 1) {
      hiddenBy = 'the player bar';
    }
    const nav = document.querySelector('header');
    if (nav && !nav.contains(element) && box.top < nav.getBoundingClientRect().bottom - 1) {
      hiddenBy = 'the nav bar';
    }
    return { description, visible: outline || shadow, hiddenBy };
  });
}

async function expectFocusShown(page: Page) {
  const focus = await describeFocus(page);
  expect(focus.visible, `focus ring on ${focus.description}`).toBe(true);
  expect(focus.hiddenBy, `${focus.description} is under ${focus.hiddenBy}`).toBeNull();
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking every stop on the way. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusShown(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
    stops.push((await describeFocus(page)).description);
  }
  throw new Error(`Focus never reached the target; stops:\n${stops.join('\n')}`);
}

const playerBar = (page: Page) => page.getByTestId('player-bar');

/** Where the one <audio> element is, in seconds: it runs on while the song plays. */
const audioTime = (page: Page) =>
  page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0);

test.describe('keyboard only', () => {
  test('plays a song from a home playlist card, Space pauses and resumes', async ({ page }) => {
    // About a hundred key presses, each with the focus checked: on a slow host (benchmarkIndex
    // about 1,500) this takes a little over a minute.
    test.slow();
    await page.goto('/');
    const card = page.getByTestId('song-card').first();
    const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    const play = card.getByRole('button', { name: `Play ${title}` });

    await tabTo(page, play);
    await page.keyboard.press('Enter');
    await expect(playerBar(page).getByTestId('player-title')).toHaveText(title);
    const pause = playerBar(page).getByRole('button', { name: 'Pause', exact: true });
    await expect(pause).toBeVisible();

    // The card's button rests for its cooldown but keeps focus (aria-disabled, not disabled), so
    // the user is not dropped at the top of the page; pressing it again changes nothing.
    const cooling = card.getByRole('button', { name: /can be played again in \d+ seconds$/ });
    await expect(cooling).toBeFocused();
    await expect(cooling).toHaveAttribute('aria-disabled', 'true');
    await expectFocusShown(page);
    const before = await audioTime(page);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect.poll(() => audioTime(page)).toBeGreaterThan(before + 1);
    await expect(pause).toBeVisible();
    await expect(cooling).toBeFocused();

    // Tabbing on from the card reaches the rest of the page without landing under the bar.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      await expectFocusShown(page);
    }

    // Back round the top of the page to the bar, whose own button pauses and resumes with Space.
    await tabTo(page, pause, { back: true });
    await page.keyboard.press('Space');
    await expect(playerBar(page).getByRole('button', { name: 'Play', exact: true })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(pause).toBeFocused();
  });

  test('searches from the nav and opens a result', async ({ page, request }) => {
    const songs = (await (await request.get('/api/songs/all')).json()) as { title: string }[];
    const term = songs[0]?.title.split(/\s+/)[0] ?? '';
    expect(term).not.toBe('');

    await page.goto('/');
    await expect(page.getByTestId('song-card').first()).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await tabTo(page, nav.getByRole('link', { name: 'Search', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search/);

    const field = page.getByRole('searchbox', { name: /search/i });
    await tabTo(page, field);
    await page.keyboard.type(term);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: new RegExp(term) })).toBeVisible();

    const row = page.getByTestId('search-result').first();
    await expect(row).toBeVisible();
    const rowTitle = (await row.getByRole('link').innerText()).trim();
    await tabTo(page, row);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/song\/\d+$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(rowTitle);
  });

  test('plays a whole quiz round', async ({ page, request }) => {
    const code = await quizCode(request);
    await page.goto('/quiz');
    const field = page.getByRole('textbox', { name: 'Lesson code' });
    await tabTo(page, field);
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');

    const status = page.getByText(/^Question \d+ of \d+$/);
    await expect(status).toBeVisible();
    const total = Number(/of (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(0);

    const card = page.getByTestId('flashcard');
    for (let i = 1; i <= total; i++) {
      await expect(card).toContainText('Question');
      if (!(await card.evaluate((element) => element === document.activeElement))) {
        await tabTo(page, card);
      }
      await expectFocusShown(page);
      await page.keyboard.press(i % 2 ? 'Enter' : 'Space');
      await expect(card).toContainText('Answer');
      const answer = page.getByRole('button', {
        name: i === 1 ? 'Incorrect' : 'Correct',
        exact: true,
      });
      await tabTo(page, answer, { max: 4 });
      await page.keyboard.press('Enter');
      if (i < total) await expect(page.getByText(`Question ${i + 1} of ${total}`)).toBeVisible();
    }

    await expect(page.getByRole('heading', { name: 'Quiz finished!' })).toBeVisible();
    await expect(page.getByTestId('stat-correct')).toContainText(String(total - 1));
    await expect(page.getByTestId('stat-incorrect')).toContainText('1');
  });

  test("a song's quiz keeps Space and the arrows while the song plays", async ({ page }) => {
    await page.goto('/song/1');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await tabTo(page, main.getByRole('button', { name: 'Play', exact: true }));
    await page.keyboard.press('Enter');
    const pause = playerBar(page).getByRole('button', { name: 'Pause', exact: true });
    await expect(pause).toBeVisible();

    await tabTo(page, main.getByRole('link', { name: /quiz/i }));
    await page.keyboard.press('Enter');
    const card = page.getByTestId('flashcard');
    await expect(card).toContainText('Question');
    await page.keyboard.press('Space');
    await expect(card).toContainText('Answer');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('stat-correct')).toContainText('1');
    // The song played on, untouched by the quiz's keys.
    await expect(pause).toBeVisible();
  });

  test("the footer's Help center link leads to the FAQ", async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByTestId('search-result').first()).toBeVisible();
    // From the top of the page, Shift+Tab wraps round to the player bar and the footer.
    await tabTo(page, page.getByRole('link', { name: 'Help center' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/#faq$/);
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq).toBeFocused();
    await expect(faq).toBeInViewport();
    // The next Tab goes to the first question.
    await page.keyboard.press('Tab');
    await expect(faq.getByRole('button').first()).toBeFocused();
  });
});
