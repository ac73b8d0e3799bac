import { expect, type APIRequestContext } from '@playwright/test';

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
