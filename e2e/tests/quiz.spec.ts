import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface Overview {
  levels: { books: { sequences: { strCode: string; sequenceName: string }[] }[] }[];
}

/** A lesson code of the seeded catalogue that the quiz accepts, read from the live API. */
async function realLesson(request: APIRequestContext) {
  const response = await request.get('/api/book-overview/DE_EN');
  expect(response.ok()).toBe(true);
  const overview = (await response.json()) as Overview;
  const sequences = overview.levels.flatMap((l) => l.books.flatMap((b) => b.sequences));
  for (const sequence of sequences.slice(0, 20)) {
    const check = await request.post('/api/quiz/validate-code', {
      data: { code: sequence.strCode },
    });
    if (check.ok()) {
      const body = (await check.json()) as { sequenceName: string; strCode: string };
      return { code: body.strCode, name: body.sequenceName || body.strCode };
    }
  }
  throw new Error('No lesson of DE_EN has vocabulary');
}

/** Reads "Question n of total" on the quiz page. */
async function position(page: Page) {
  const text = await page.getByText(/^Question \d+ of \d+$/).textContent();
  const [, current, total] = /(\d+) of (\d+)/.exec(text ?? '') ?? [];
  return { current: Number(current), total: Number(total) };
}

test.describe('quiz page', () => {
  test('/quiz?code= plays a full round to the end screen, then Restart and New Quiz', async ({
    page,
    request,
  }) => {
    const lesson = await realLesson(request);
    await page.goto(`/quiz?code=${lesson.code}`);
    await expect(page).toHaveTitle(`Quiz: ${lesson.name} | Beat to Breakthrough`);
    await expect(page.getByRole('heading', { name: lesson.name })).toBeVisible();
    const { total } = await position(page);
    expect(total).toBeGreaterThan(0);

    for (let i = 1; i <= total; i++) {
      const card = page.getByTestId('flashcard');
      await expect(card).toContainText('Question');
      await card.click();
      await expect(card).toContainText('Answer');
      await page
        .getByRole('button', { name: i === 1 ? 'Incorrect' : 'Correct', exact: true })
        .click();
      if (i < total) await expect(page.getByText(`Question ${i + 1} of ${total}`)).toBeVisible();
    }

    await expect(page.getByRole('heading', { name: 'Quiz finished!' })).toBeVisible();
    await expect(page.getByTestId('stat-correct')).toContainText(String(total - 1));
    await expect(page.getByTestId('stat-incorrect')).toContainText('1');

    await page.getByRole('button', { name: 'Review mistakes (1)' }).click();
    await expect(page.getByText('Question 1 of 1')).toBeVisible();
    await page.getByTestId('flashcard').click();
    await page.getByRole('button', { name: 'Correct', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Quiz finished!' })).toBeVisible();

    await page.getByRole('button', { name: 'Restart' }).click();
    await expect(page.getByText(`Question 1 of ${total}`)).toBeVisible();
    await expect(page.getByTestId('stat-correct')).toContainText('0');
  });

  test('plays from the keyboard', async ({ page, request }) => {
    const lesson = await realLesson(request);
    await page.goto(`/quiz?code=${lesson.code}`);
    const { total } = await position(page);
    for (let i = 1; i <= total; i++) {
      await page.keyboard.press('Space');
      await expect(page.getByTestId('flashcard')).toContainText('Answer');
      await page.keyboard.press(i % 2 ? 'ArrowRight' : '1');
      if (i < total) await expect(page.getByText(`Question ${i + 1} of ${total}`)).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Quiz finished!' })).toBeVisible();
    await expect(page.getByTestId('stat-correct')).toContainText(String(Math.ceil(total / 2)));
    await page.getByRole('button', { name: 'New Quiz' }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.getByRole('textbox', { name: 'Lesson code' })).toHaveValue('');
  });

  test('1 and 2 answer only while focus is on the card (WCAG 2.1.4)', async ({ page, request }) => {
    const lesson = await realLesson(request);
    await page.goto(`/quiz?code=${lesson.code}`);
    const { total } = await position(page);
    const card = page.getByTestId('flashcard');
    const correct = page.getByTestId('stat-correct');
    const incorrect = page.getByTestId('stat-incorrect');
    await page.keyboard.press('Space');
    await expect(card).toContainText('Answer');
    await expect(card).toBeFocused();

    // Away from the card, 1 and 2 are plain keys: the revealed card stays unanswered.
    await page.keyboard.press('Shift+Tab');
    await expect(card).not.toBeFocused();
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    await page.keyboard.press('Tab');
    await expect(card).toBeFocused();
    await expect(card).toContainText('Answer');
    await expect(correct).toContainText('0');
    await expect(incorrect).toContainText('0');

    await page.keyboard.press('2');
    await expect(correct).toContainText('1');
    if (total > 1) await expect(page.getByText(`Question 2 of ${total}`)).toBeVisible();
  });

  test('a bad code shows the inline message and the red alert', async ({ page }) => {
    await page.goto('/quiz?code=NOT_A_REAL_CODE');
    await expect(page.getByTestId('no-vocabulary-alert')).toHaveText(
      'Unfortunately there is no vocabulary for this code. Please try another code.',
    );
    await expect(page.getByRole('textbox', { name: 'Lesson code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page).toHaveTitle(/^Quiz \|/);
  });

  test.describe('in German', () => {
    test.use({ locale: 'de-DE' });

    test('a bad code shows the German alert and the server message', async ({ page }) => {
      await page.goto('/quiz?code=NOT_A_REAL_CODE');
      await expect(page.getByTestId('no-vocabulary-alert')).toHaveText(
        'Für diesen Code sind leider keine Vokabeln verfügbar. Bitte versuche einen anderen Code.',
      );
      await expect(page.getByText('Code nicht gültig', { exact: true })).toBeVisible();
    });
  });
});

test.describe('quiz from the footer', () => {
  test('Test → code → flashcard modal → result', async ({ page, request }) => {
    const lesson = await realLesson(request);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Test', exact: true }).click();

    const codeDialog = page.getByRole('dialog', { name: 'Start a quiz' });
    await expect(codeDialog).toBeVisible();
    const start = codeDialog.getByRole('button', { name: 'Start' });
    await expect(start).toBeDisabled();
    await codeDialog.getByRole('textbox', { name: 'Lesson code' }).fill(`  ${lesson.code} `);
    await start.click();

    const modal = page.getByRole('dialog', { name: lesson.name });
    await expect(modal).toBeVisible();
    const counter = modal.getByText(/^1 \/ \d+$/);
    await expect(counter).toBeVisible();
    const total = Number((await counter.textContent())?.split('/')[1]);
    await expect(modal.getByRole('progressbar')).toHaveAttribute('aria-valuemax', String(total));

    for (let i = 1; i <= total; i++) {
      await modal.getByRole('button', { name: 'Show Answer' }).click();
      await modal.getByRole('button', { name: 'Knew it' }).click();
      if (i < total) await expect(modal.getByText(`${i + 1} / ${total}`)).toBeVisible();
    }
    await expect(modal.getByTestId('quiz-score')).toHaveText(`${total} / ${total}`);
    await expect(modal.getByText('Perfect! You knew every single word.')).toBeVisible();

    await modal.getByRole('button', { name: 'Play Again' }).click();
    await expect(modal.getByText(`1 / ${total}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a bad code in the dialog shows the server message inline', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Test', exact: true }).click();
    const codeDialog = page.getByRole('dialog', { name: 'Start a quiz' });
    await codeDialog.getByRole('textbox', { name: 'Lesson code' }).fill('NOPE');
    await codeDialog.getByRole('button', { name: 'Start' }).click();
    await expect(codeDialog.getByRole('alert')).toHaveText('Invalid code');
    await codeDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
