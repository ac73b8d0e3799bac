import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { saveLanguage } from '../support/language';
import { layoutShift, recordLayoutShift } from '../support/layoutShift';
import { hearSong } from '../support/player';
import { answerQuiz } from '../support/quiz';

/**
 * Issue 34, points 3 and 4: a song heard and a quiz answered show as the lesson's progress in the
 * book overview (read after hydration, in room kept for it), the next lesson is marked and its
 * quiz starts from there; a review card shows the line its word was sung in, with a play button.
 */

interface Lesson {
  id: number;
  code: string;
  songIds: number[];
}

interface Overview {
  levels: { books: { sequences: { llcSID: number; strCode: string; songIds?: number[] }[] }[] }[];
}

/** The plan's first book's first two lessons, read from the live API (the first one has songs). */
async function firstLessons(request: APIRequestContext): Promise<[Lesson, Lesson]> {
  const overview = (await (await request.get('/api/book-overview/DE_EN')).json()) as Overview;
  const [first, second] = (overview.levels[0]?.books[0]?.sequences ?? []).map((lesson) => ({
    id: lesson.llcSID,
    code: lesson.strCode,
    songIds: lesson.songIds ?? [],
  }));
  if (!first || !second || first.songIds.length === 0)
    throw new Error('DE_EN has no first lessons');
  return [first, second];
}

const texts = {
  en: {
    songsHeard: (heard: number, songs: number) =>
      `${heard}/${songs} ${songs === 1 ? 'song' : 'songs'} heard`,
    quizBest: (correct: number, total: number) => `quiz best ${correct}/${total}`,
    words: /\d+ words? learned, 0 due/,
    done: 'Done',
    next: 'Next lesson',
    lessonsDone: (lessons: number) => `1/${lessons} lessons done`,
    startQuiz: 'Start quiz',
    review: /^Review \d+ words?$/,
    playLine: /^Play this line: /,
  },
  de: {
    songsHeard: (heard: number, songs: number) =>
      `${heard}/${songs} ${songs === 1 ? 'Song' : 'Songs'} gehört`,
    quizBest: (correct: number, total: number) => `Quiz-Bestwert ${correct}/${total}`,
    words: /\d+ (Wort|Wörter) gelernt, 0 fällig/,
    done: 'Geschafft',
    next: 'Nächste Lektion',
    lessonsDone: (lessons: number) => `1/${lessons} Lektionen geschafft`,
    startQuiz: 'Quiz starten',
    review: /^\d+ (Wort|Wörter) wiederholen$/,
    playLine: /^Diese Zeile abspielen: /,
  },
} as const;

const day = 24 * 3600_000;

for (const language of ['en', 'de'] as const) {
  const say = texts[language];

  test(`a song heard and a quiz answered show in the book overview, the next lesson marked (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const start = new Date('2026-11-23T09:00:00Z');
    await page.clock.install({ time: start });
    const [lesson, next] = await firstLessons(request);
    await hearSong(page, request, lesson.songIds[0]!);
    const total = await answerQuiz(page, lesson.code);

    await saveLanguage(page, language);
    await recordLayoutShift(page);
    // A lesson's code opens its plan with its book open, on the server already.
    await page.goto(`/book-overview/${lesson.code}`);
    const item = page.locator(`#lesson-${lesson.id}`);
    const progress = item.getByTestId('lesson-progress');
    await expect(progress).toContainText(say.songsHeard(1, lesson.songIds.length));
    await expect(progress).toContainText(say.quizBest(total, total));
    await expect(progress).toContainText(say.words);
    await expect(progress).toContainText(say.done);

    const nextItem = page.locator(`#lesson-${next.id}`);
    await expect(nextItem).toHaveAttribute('aria-current', 'step');
    await expect(nextItem.getByTestId('lesson-progress')).toContainText(say.next);
    await expect(item).not.toHaveAttribute('aria-current', 'step');
    const book = page.locator('#level-A1 > li').first();
    await expect(book.getByTestId('progress-total').first()).toContainText(say.lessonsDone(5));

    // Read after hydration, in the room kept for it: nothing moved.
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    await expectNoSeriousViolations(page, 'main');

    // The next lesson's quiz starts from here, its code not typed.
    await nextItem.getByRole('link', { name: new RegExp(`^${say.startQuiz}: `) }).click();
    await expect(page).toHaveURL(new RegExp(`/quiz\\?code=${next.code}$`));
    await expect(page.getByTestId('flashcard')).toBeVisible();

    // My learning shows the same path: the next lesson one tap from its quiz (issue 34 point 5).
    await page.goto('/me');
    const pathNext = page.getByTestId('path-next');
    await expect(pathNext.getByRole('link').first()).toHaveAttribute(
      'href',
      `/quiz?code=${next.code}`,
    );
    await expect(page.getByTestId('path-book')).toBeVisible();

    // A day later the lesson's words are due: each card shows the line its word was sung in.
    await page.clock.setSystemTime(new Date(start.getTime() + day));
    await page.goto('/review');
    await page.getByRole('button', { name: say.review }).click();
    const line = page.getByTestId('word-line');
    await expect(line.locator('blockquote')).not.toBeEmpty();
    await expect(line.getByRole('button', { name: say.playLine })).toBeVisible();
    await expectNoSeriousViolations(page, 'main');
  });
}
