interface Overview {
  levels: { books: { sequences: { strCode: string }[] }[] }[];
}

/**
 * A lesson code of the seeded catalogue the quiz accepts (it has vocabulary), asked of the running
 * site's API as e2e's `quizCode` does: the first of DE_EN's lessons that validates.
 */
export async function quizLessonCode(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/book-overview/DE_EN`);
  if (!response.ok) throw new Error(`book overview DE_EN: HTTP ${response.status}`);
  const overview = (await response.json()) as Overview;
  const codes = overview.levels.flatMap((l) => l.books.flatMap((b) => b.sequences));
  for (const { strCode } of codes.slice(0, 20)) {
    const check = await fetch(`${origin}/api/quiz/validate-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: strCode }),
    });
    if (check.ok) return strCode;
  }
  throw new Error('no lesson of DE_EN has vocabulary');
}
