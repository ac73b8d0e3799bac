import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Plays the lesson's quiz to the end, every card "Correct" (each answer is a review): each card is
 * then due again in minutes (FSRS's learning step) and all are due a day later. Returns how many
 * cards the round had.
 */
export async function answerQuiz(page: Page, code: string): Promise<number> {
  await page.goto(`/quiz?code=${code}`);
  const text = await page.getByText(/^Question \d+ of \d+$/).textContent();
  const total = Number(/of (\d+)/.exec(text ?? '')?.[1]);
  expect(total).toBeGreaterThan(0);
  for (let i = 1; i <= total; i++) {
    const card = page.getByTestId('flashcard');
    await card.click();
    await expect(card).toContainText('Answer');
    await page.getByRole('button', { name: 'Correct', exact: true }).click();
    if (i < total) await expect(page.getByText(`Question ${i + 1} of ${total}`)).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Quiz finished!' })).toBeVisible();
  return total;
}

/** A lesson code of the seeded catalogue that the quiz accepts, read from the live API. */
export async function quizCode(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/book-overview/DE_EN');
  expect(response.ok()).toBe(true);
  const overview = (await response.json()) as {
    levels: { books: { sequences: { strCode: string }[] }[] }[];
  };
  const codes = overview.levels.flatMap((l) => l.books.flatMap((b) => b.sequences));
  for (const { strCode } of codes.slice(0, 20)) {
    const check = await request.post('/api/quiz/validate-code', { data: { code: strCode } });
    if (check.ok()) return strCode;
  }
  throw new Error('No lesson of DE_EN has vocabulary');
}
